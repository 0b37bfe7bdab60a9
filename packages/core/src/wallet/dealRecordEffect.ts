/** Deal record `status` (transactions/queryDealRecord): 0 processing, 1 done, 2 failed/cancelled/expired. */
const DEAL_DONE = 1;
const DEAL_PROCESSING = 0;

/**
 * What a deal record did to the member's money (issue #28): a completed record credits or debits, and
 * so does a withdrawal under review (its money is held); a deposit still processing has not moved money yet, and a failed, cancelled or expired one never will, so
 * neither may read as a credit (+¥500 in green).
 */
export type DealRecordEffect = 'credit' | 'debit' | 'pending' | 'void';

export function dealRecordEffect(record: { amount: string; status: number }): DealRecordEffect {
  const out = record.amount.trim().startsWith('-');
  if (record.status === DEAL_DONE) return out ? 'debit' : 'credit';
  // A withdrawal under review has already left the centre wallet (the balance shows it); a deposit
  // still processing has not arrived.
  if (record.status === DEAL_PROCESSING) return out ? 'debit' : 'pending';
  return 'void';
}
