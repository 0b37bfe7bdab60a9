import { money } from '../api/catalogue/money.ts';
import { errorMessage } from '../api/resultCodes.ts';
import type { WithdrawOrderInfo } from '../api/schemas/walletProgress.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { HttpPort } from '../ports/http.ts';

/** withdraw/withdrawOrderInfo `status`. */
export const WithdrawalStatus = { Processing: 0, PaidOut: 1, Failed: 2 } as const;

/** Deal records (transactions/queryDealRecord): type 2 is a withdrawal, status 0 still processing. */
const WITHDRAWAL_RECORD_TYPE = 2;

/** True for a deal record whose withdrawal is still processing: its progress can be asked for. */
export function isPendingWithdrawal(record: { type: number; status: number }): boolean {
  return record.type === WITHDRAWAL_RECORD_TYPE && record.status === WithdrawalStatus.Processing;
}

export type WithdrawalProgressEntry =
  | { status: 'loading'; info: WithdrawOrderInfo | null }
  | { status: 'ready'; info: WithdrawOrderInfo }
  | { status: 'error'; info: WithdrawOrderInfo | null; message: string };

/** Progress of each withdrawal asked about, by order number. */
export type WithdrawalProgressState = Readonly<Record<string, WithdrawalProgressEntry>>;

export interface WithdrawalProgress extends Readable<WithdrawalProgressState> {
  /** Asks the server for the order's status now (the withdrawal page, the records' 查看进度). */
  check(orderNo: string): Promise<void>;
  /** Forgets every order (logout: the next member never sees them). */
  clear(): void;
}

/**
 * A withdrawal's status after it was submitted (issue #17): `check(orderNo)` calls
 * withdraw/withdrawOrderInfo; while a check runs the last answer stays shown. One check per order at a
 * time; a failure keeps the last answer and says why.
 */
export function createWithdrawalProgress(deps: { http: HttpPort }): WithdrawalProgress {
  const store = createStore<WithdrawalProgressState>({});
  const inFlight = new Set<string>();
  const put = (orderNo: string, entry: WithdrawalProgressEntry) =>
    store.update((state) => ({ ...state, [orderNo]: entry }));
  let generation = 0;

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async check(orderNo) {
      if (orderNo === '' || inFlight.has(orderNo)) return;
      const asked = generation;
      inFlight.add(orderNo);
      const last = store.getSnapshot()[orderNo]?.info ?? null;
      put(orderNo, { status: 'loading', info: last });
      try {
        const info = await deps.http.call(money.withdrawOrderInfo, { orderNo });
        if (asked === generation) put(orderNo, { status: 'ready', info });
      } catch (error) {
        if (asked === generation) put(orderNo, { status: 'error', info: last, message: errorMessage(error) });
      } finally {
        inFlight.delete(orderNo);
      }
    },
    clear() {
      generation += 1;
      inFlight.clear();
      store.set({});
    },
  };
}
