/** Deal record `status` (transactions/queryDealRecord): 0 processing, 1 done, 2 failed/cancelled/expired. */
const DEAL_DONE = 1;
const DEAL_PROCESSING = 0;

/**
 * What a deal record did to the member's money (issue #28): only a completed record credits or debits;
 * one still processing has not moved money yet, and a failed, cancelled or expired one never will, so
 * neither may read as a credit (+¥500 in green).
 */
export type DealRecordEffect = 'credit' | 'debit' | 'pending' | 'void';

export function dealRecordEffect(record: { amount: string; status: number }): DealRecordEffect {
  if (record.status === DEAL_DONE) return record.amount.trim().startsWith('-') ? 'debit' : 'credit';
  return record.status === DEAL_PROCESSING ? 'pending' : 'void';
}
