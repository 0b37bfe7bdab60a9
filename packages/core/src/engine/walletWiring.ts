import { createAccounts } from '../wallet/accountsCapability.ts';
import { createDepositSession } from '../wallet/depositSession.ts';
import { createWallet } from '../wallet/walletCapability.ts';
import { createWithdrawals } from '../wallet/withdrawals.ts';
import type { CapabilityDeps, WalletCapability } from './createJinli.ts';

/**
 * The wallet with the deposit in progress and the forms' capabilities. Loaded with the capability
 * (createJinli.ts CAPABILITIES.wallet), so a first visit carries none of this wiring (issue #27).
 */
export function createWalletCapability(deps: CapabilityDeps): WalletCapability {
  const { http, storage, crypto, newId, refreshBalance, session, funds } = deps;
  const wallet = createWallet({ http, storage, funds });
  const deposits = createDepositSession({ http, runner: deps.runner, onPaid: refreshBalance, storage });
  const withdrawals = createWithdrawals({ http, crypto, runner: deps.runner, onSucceeded: refreshBalance });
  // The next member never sees the previous member's order, form or figures.
  session.on('session.loggedOut', () => {
    deposits.stop();
    withdrawals.stop();
    wallet.reset();
  });
  return Object.assign(wallet, {
    deposits,
    withdrawals,
    accounts: () => createAccounts({ http, crypto, newId }),
  });
}
