import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMoney } from '../auth/accounts.ts';
import { applyOnce, createLedger, lessThan, moveMoney, recycleAll, venueBalance } from './ledger.ts';
import {
  createDeposit,
  createWalletBook,
  exchange,
  exchangeBalance,
  finishDeposit,
  settleDue,
  syncJournal,
  withdraw,
} from './walletBook.ts';

const VENUES = ['AGZR', 'PG', 'LYQP'];
const amount = fc
  .tuple(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 0, max: 99 }))
  .map(([yuan, fen]) => `${yuan}.${String(fen).padStart(2, '0')}`);
/** Request ids from a small pool, so retries (the same id again) happen often. */
const requestId = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 1, max: 6 }).map((n) => `rid-${n}`),
);

const op = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount, end: fc.constantFrom(1, 2, 3, 0) }),
  fc.record({
    kind: fc.constant('transfer' as const),
    amount,
    venue: fc.constantFrom(...VENUES),
    into: fc.boolean(),
    requestId,
  }),
  fc.record({ kind: fc.constant('withdraw' as const), amount, requestId }),
  fc.record({ kind: fc.constant('exchange' as const), amount, back: fc.boolean(), requestId }),
  fc.record({ kind: fc.constant('recycle' as const) }),
  fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 20 * 60_000 }) }),
);

describe('wallet books (property)', () => {
  it('any sequence of deposits, transfers, withdrawals and retries keeps the books balanced', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const ledger = createLedger();
        const book = createWalletBook();
        book.autoPayMs = 8_000;
        const wallet = { name: 'demo01', balance: '8888.00' };
        let now = 0;
        // The same request id must always name the same intent: the client never reuses one for another.
        const intentOf = new Map<string, string>();
        const sameIntent = (id: string | null, intent: string) => {
          if (id === null) return true;
          const first = intentOf.get(id) ?? intent;
          intentOf.set(id, first);
          return first === intent;
        };
        for (const step of ops) {
          if (step.kind === 'deposit') {
            const order = createDeposit(book, {
              member: wallet.name,
              typeId: '1',
              channelId: '11',
              channelType: 1,
              amount: step.amount,
              createdAt: now,
            });
            if (step.end !== 0) finishDeposit(book, order, wallet, step.end as 1 | 2 | 3);
          } else if (step.kind === 'transfer') {
            const intent = `t:${step.venue}:${step.into}:${step.amount}`;
            if (!sameIntent(step.requestId, intent)) continue;
            const before = `${wallet.balance}/${venueBalance(ledger, wallet.name, step.venue)}`;
            const first = applyOnce(ledger, wallet.name, step.requestId, () =>
              moveMoney(ledger, wallet, step.venue, step.amount, step.into ? 'into' : 'out'),
            );
            const after = `${wallet.balance}/${venueBalance(ledger, wallet.name, step.venue)}`;
            // The retry answers the first outcome and moves nothing.
            const retry = applyOnce(ledger, wallet.name, step.requestId ?? 'never-null', () => first);
            if (step.requestId !== null) {
              expect(retry).toBe(first);
              expect(`${wallet.balance}/${venueBalance(ledger, wallet.name, step.venue)}`).toBe(after);
            }
            if (!first.ok) expect(after).toBe(before);
          } else if (step.kind === 'withdraw') {
            if (!sameIntent(step.requestId, `w:${step.amount}`)) continue;
            const first = withdraw(book, ledger, wallet, step.amount, '银行卡', step.requestId, now);
            const balance = wallet.balance;
            if (step.requestId !== null) {
              expect(withdraw(book, ledger, wallet, step.amount, '银行卡', step.requestId, now)).toBe(first);
              expect(wallet.balance).toBe(balance);
            }
          } else if (step.kind === 'exchange') {
            if (!sameIntent(step.requestId, `e:${step.back}:${step.amount}`)) continue;
            exchange(book, ledger, wallet, step.amount, step.back ? 2 : 1, step.requestId, now);
          } else if (step.kind === 'recycle') {
            recycleAll(ledger, wallet, () => false);
          } else {
            now += step.ms;
            settleDue(book, () => wallet, now);
          }
          syncJournal(book, ledger, now);

          const venues = VENUES.map((venue) => venueBalance(ledger, wallet.name, venue));
          for (const held of [wallet.balance, ...venues, exchangeBalance(book, wallet.name)])
            expect(lessThan(held, '0.00')).toBe(false);
          const holdings = [...venues, exchangeBalance(book, wallet.name), book.withdrawn].reduce(
            addMoney,
            wallet.balance,
          );
          expect(holdings).toBe(addMoney('8888.00', book.deposited));
        }
      }),
      { numRuns: 300 },
    );
  });
});
