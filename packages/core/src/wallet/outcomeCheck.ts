import { money } from '../api/catalogue/money.ts';
import { dealRecordPageSchema } from '../api/schemas/walletRecords.ts';
import type { WithdrawOrder } from '../api/schemas/withdraw.ts';
import type { IntentCheck } from '../money/intent.ts';
import { compareMoney, isMoney, subtractMoney } from '../money/money.ts';
import type { HttpPort } from '../ports/http.ts';

/** The member's texts around a withdrawal whose answer was lost (issue #29). */
export const WITHDRAW_UNKNOWN_MESSAGES = {
  checking: '取款结果未知，正在核对余额和交易记录，请勿重复提交',
  applied: '网络异常，经核对取款申请已提交',
  notApplied: '取款未完成，余额未变动，可再次提交',
  checkFailed: '暂时无法确认取款结果，请稍后在交易记录中查看；再次提交不会重复扣款',
} as const;

/** The member's texts around a deposit order whose answer was lost (issue #29). */
export const DEPOSIT_UNKNOWN_MESSAGES = {
  checking: '存款订单结果未知，正在向服务器核对，请勿重复提交',
  applied: '网络异常，经核对存款订单已创建',
  checkFailed: '暂时无法确认存款订单是否已创建，请稍后再试；再次提交不会重复下单',
} as const;

/** Deal record type and status of a withdrawal in review (docs/protocol.md, "Records"). */
const WITHDRAWAL_RECORD = 2;
const PROCESSING = 0;
/** How many of the newest withdrawal records are searched for the order. */
const RECORDS_SEARCHED = 20;

export interface WithdrawalCheckInput {
  /** The wire amount of the lost withdrawal. */
  amount: string;
  /** `withdrawInfo.withdrawableAmount` before the submit (the form's setup). */
  withdrawableBefore: string;
}

/**
 * Did a withdrawal whose answer was lost take its money? It did when the withdrawable amount fell by at
 * least the amount and the newest records hold a withdrawal of that amount in review (its order number is
 * what the member is shown). A withdrawable amount that did not fall means it did not (a stale "before"
 * can only make this say "not moved", and the retry under the same id then gets the first answer). Any
 * failure or a fall without a matching record is `unknown`. Reads only: nothing is sent again.
 */
export async function checkWithdrawal(
  http: HttpPort,
  input: WithdrawalCheckInput,
): Promise<IntentCheck<WithdrawOrder>> {
  try {
    const [info, page] = await Promise.all([
      http.call(money.withdrawInfo, {}),
      http.call(money.queryDealRecord, {
        type: WITHDRAWAL_RECORD,
        pageNum: 1,
        pageSize: RECORDS_SEARCHED,
      }),
    ]);
    const after = info.withdrawableAmount;
    const { amount, withdrawableBefore } = input;
    if (!isMoney(after) || !isMoney(withdrawableBefore) || !isMoney(amount)) return { type: 'unknown' };
    if (compareMoney(after, subtractMoney(withdrawableBefore, amount)) > 0) return { type: 'notApplied' };
    const records = dealRecordPageSchema.parse(page).list;
    const order = records.find(
      (record) =>
        record.type === WITHDRAWAL_RECORD &&
        record.status === PROCESSING &&
        isMoney(record.amount) &&
        compareMoney(record.amount, `-${amount}`) === 0,
    );
    if (order === undefined) return { type: 'unknown' };
    return { type: 'applied', value: { orderNo: order.orderNo, amount, status: PROCESSING } };
  } catch {
    return { type: 'unknown' };
  }
}
