// @jinli/core/testing (issue #25): fast-check arbitraries and port fakes for tests here and in other
// packages. Test-only: fast-check is an optional peer dependency, and no other entry re-exports this one,
// so it never reaches an app bundle.
export type { FakeHttp } from './auth/authFakes.ts';
export {
  createFakeHttp,
  createMemoryStorage,
  fakeCrypto,
  fakeVault,
  fixedClock,
  resultError,
} from './auth/authFakes.ts';
export type { PickOptions, SlipCommand } from './sports/betslip/arbitraries.ts';
export {
  applySlipCommand,
  betModeArb,
  betSlipArb,
  betSlipItemArb,
  decimalStringArb,
  europeanPriceArb,
  hongKongPriceArb,
  oddsTypeArb,
  pendingOrderArb,
  slipCommandArb,
  stakeArb,
  wagerArb,
} from './sports/betslip/arbitraries.ts';
export { sequentialIds } from './wallet/walletFakes.ts';
