import { money } from '../api/catalogue/money.ts';
import type { UsdtWithdrawInfo } from '../api/schemas/walletProgress.ts';
import { createLoader, idle, type Loadable, wholeSlot } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { HttpPort } from '../ports/http.ts';
import { coinAmountFor } from './exchangeRules.ts';

export type UsdtWithdrawInfoState = Loadable<UsdtWithdrawInfo>;

export interface UsdtWithdrawDetails extends Readable<UsdtWithdrawInfoState> {
  /** Calls withdraw/usdtWithdrawInfo (the withdrawal page, when a coin address is chosen). */
  load(): Promise<void>;
}

/** USDT withdrawal details and rate (issue #17): loaded when the member withdraws to a coin address. */
export function createUsdtWithdrawInfo(deps: { http: HttpPort }): UsdtWithdrawDetails {
  const store = createStore<UsdtWithdrawInfoState>(idle());
  const loader = createLoader(store);
  let loading: Promise<void> | null = null;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    load() {
      if (loading !== null) return loading;
      loading = loader('info', wholeSlot<UsdtWithdrawInfo>(), () =>
        deps.http.call(money.usdtWithdrawInfo, {}),
      ).finally(() => {
        loading = null;
      });
      return loading;
    },
  };
}

/**
 * About how many coins a CNY withdrawal pays out at the site's rate (CNY per coin), cut to 2 decimals;
 * '' until both are valid. The coins are an estimate: the rate when the withdrawal is paid out counts.
 */
export function usdtWithdrawEstimate(amount: string, info: Pick<UsdtWithdrawInfo, 'rate'> | null): string {
  return info === null ? '' : coinAmountFor(amount, info.rate);
}
