import { describe, expect, it } from 'vitest';
import { dealRecordEffect } from './dealRecordEffect.ts';

describe('dealRecordEffect', () => {
  it('credits and debits only completed records', () => {
    expect(dealRecordEffect({ amount: '500.00', status: 1 })).toBe('credit');
    expect(dealRecordEffect({ amount: '-200.00', status: 1 })).toBe('debit');
  });
  it('a processing record has not moved money; a failed, cancelled or expired one never will', () => {
    expect(dealRecordEffect({ amount: '500.00', status: 0 })).toBe('pending');
    // A withdrawal under review: the money already left the centre wallet.
    expect(dealRecordEffect({ amount: '-200.00', status: 0 })).toBe('debit');
    expect(dealRecordEffect({ amount: '500.00', status: 2 })).toBe('void');
    expect(dealRecordEffect({ amount: '-100.00', status: 2 })).toBe('void');
  });
});
