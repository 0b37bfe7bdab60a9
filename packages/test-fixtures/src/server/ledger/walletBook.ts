import {
  DEMO_WITHDRAW_PASSWORD,
  SEED_CARDS,
  SEED_COIN_ADDRESSES,
  type SeedCard,
  type SeedCoinAddress,
} from '../../seed/wallet.ts';
import { addMoney, md5 } from '../auth/accounts.ts';
import { applyOnce, type Ledger, lessThan, subtractMoney, type Wallet } from './ledger.ts';

/**
 * The wallet side of the sandbox's books (issue #4): deposit orders, withdrawals, the exchange wallet,
 * bound accounts, withdrawal passwords and the deal records. The center wallet stays
 * `Account.balance`; venue balances stay in the ledger. Every movement goes through `applyOnce` when
 * the call carried a request id, so a repeated intent moves money once.
 */

/** 0 waiting for payment, 1 paid, 2 expired, 3 closed (docs/protocol.md, "Deposits"). */
export type DepositStatus = 0 | 1 | 2 | 3;

export interface DepositOrderRecord {
  orderNo: string;
  member: string;
  typeId: string;
  channelId: string;
  channelType: number;
  amount: string;
  status: DepositStatus;
  createdAt: number;
  expiresAt: number;
}

/** Deal record types of transactions/queryDealRecord: 1 deposit, 2 withdrawal, 3 venue transfer, 4 exchange. */
export type DealType = 1 | 2 | 3 | 4;
/** 0 processing, 1 done, 2 failed (expired or closed deposits). */
export type DealStatus = 0 | 1 | 2;

export interface DealRecord {
  id: string;
  member: string;
  orderNo: string;
  type: DealType;
  /** Signed: money into the center wallet is positive. */
  amount: string;
  status: DealStatus;
  remark: string;
  at: number;
  /** When a processing withdrawal was paid out or failed (ledger/withdrawals.ts). */
  finishedAt?: number;
  /** Why a withdrawal failed. */
  reason?: string;
}

export interface WalletBook {
  orders: Map<string, DepositOrderRecord>;
  records: DealRecord[];
  cards: Map<string, SeedCard[]>;
  coins: Map<string, SeedCoinAddress[]>;
  /** member -> md5 of the withdrawal password. */
  passwords: Map<string, string>;
  autoTransfer: Map<string, boolean>;
  /** member -> CNY value held in the USDT exchange wallet. */
  exchange: Map<string, string>;
  /** Totals that make the property test's balance sheet: money that came in and went out. */
  deposited: string;
  withdrawn: string;
  /** Waiting deposits are paid this long after they were created (null: never by themselves). */
  autoPayMs: number | null;
  /** How many ledger journal entries were already copied into `records`. */
  journalSeen: number;
  nextNo: number;
}

export const DEPOSIT_EXPIRE_MS = 15 * 60_000;
export const DEFAULT_AUTO_PAY_MS = 8_000;

export function createWalletBook(): WalletBook {
  const copy = <T>(source: Readonly<Record<string, T[]>>) =>
    new Map(Object.entries(source).map(([name, list]) => [name, list.map((item) => ({ ...item }))]));
  return {
    orders: new Map(),
    records: [],
    cards: copy(SEED_CARDS),
    coins: copy(SEED_COIN_ADDRESSES),
    passwords: new Map([['demo01', md5(DEMO_WITHDRAW_PASSWORD)]]),
    autoTransfer: new Map(),
    exchange: new Map(),
    deposited: '0.00',
    withdrawn: '0.00',
    autoPayMs: DEFAULT_AUTO_PAY_MS,
    journalSeen: 0,
    nextNo: 1,
  };
}

export function nextOrderNo(book: WalletBook, prefix: 'DP' | 'WD' | 'TR' | 'EX'): string {
  const no = `${prefix}${String(book.nextNo).padStart(10, '0')}`;
  book.nextNo += 1;
  return no;
}

function addRecord(book: WalletBook, record: Omit<DealRecord, 'id'>): DealRecord {
  const full = { ...record, id: String(book.records.length + 1) };
  book.records.push(full);
  return full;
}

/** Copies new venue transfers from the ledger's journal into the deal records, stamped `now`. */
export function syncJournal(book: WalletBook, ledger: Ledger, now: number): void {
  for (const move of ledger.journal.slice(book.journalSeen)) {
    move.at ??= now;
    addRecord(book, {
      member: move.member,
      orderNo: nextOrderNo(book, 'TR'),
      type: 3,
      amount: move.direction === 'into' ? `-${move.amount}` : move.amount,
      status: 1,
      remark: move.direction === 'into' ? `中心钱包 → ${move.venue}` : `${move.venue} → 中心钱包`,
      at: move.at,
    });
  }
  book.journalSeen = ledger.journal.length;
}

export function createDeposit(
  book: WalletBook,
  order: Omit<DepositOrderRecord, 'orderNo' | 'status' | 'expiresAt'>,
): DepositOrderRecord {
  const created: DepositOrderRecord = {
    ...order,
    orderNo: nextOrderNo(book, 'DP'),
    status: 0,
    expiresAt: order.createdAt + DEPOSIT_EXPIRE_MS,
  };
  book.orders.set(created.orderNo, created);
  addRecord(book, {
    member: order.member,
    orderNo: created.orderNo,
    type: 1,
    amount: order.amount,
    status: 0,
    remark: '存款',
    at: order.createdAt,
  });
  return created;
}

function dealOf(book: WalletBook, orderNo: string): DealRecord | undefined {
  return book.records.find((record) => record.orderNo === orderNo);
}

/** Ends a waiting order: paid credits the center wallet once; other ends move nothing. */
export function finishDeposit(
  book: WalletBook,
  order: DepositOrderRecord,
  wallet: Wallet,
  status: 1 | 2 | 3,
) {
  if (order.status !== 0) return;
  order.status = status;
  const deal = dealOf(book, order.orderNo);
  if (status === 1) {
    wallet.balance = addMoney(wallet.balance, order.amount);
    book.deposited = addMoney(book.deposited, order.amount);
  }
  if (deal !== undefined) {
    deal.status = status === 1 ? 1 : 2;
    deal.remark = status === 1 ? '存款成功' : status === 2 ? '订单已过期' : '订单已取消';
  }
}

/** The sandbox's timer: pays (after `autoPayMs`) or expires every waiting order that is due at `now`. */
export function settleDue(book: WalletBook, walletOf: (name: string) => Wallet | undefined, now: number) {
  for (const order of book.orders.values()) {
    if (order.status !== 0) continue;
    const wallet = walletOf(order.member);
    if (wallet === undefined) continue;
    if (book.autoPayMs !== null && now >= order.createdAt + book.autoPayMs && now < order.expiresAt)
      finishDeposit(book, order, wallet, 1);
    else if (now >= order.expiresAt) finishDeposit(book, order, wallet, 2);
  }
}

export function secondsLeft(order: DepositOrderRecord, now: number): number {
  return order.status === 0 ? Math.max(0, Math.ceil((order.expiresAt - now) / 1000)) : 0;
}

export type WithdrawOutcome = { ok: true; orderNo: string; amount: string; status: 0 } | { ok: false };

/** Takes `amount` from the center wallet at once (once per request id); the order stays in review. */
export function withdraw(
  book: WalletBook,
  ledger: Ledger,
  wallet: Wallet,
  amount: string,
  remark: string,
  requestId: string | null | undefined,
  now: number,
): WithdrawOutcome {
  amount = addMoney(amount, '0');
  return applyOnce(ledger, wallet.name, requestId, () => {
    if (lessThan(wallet.balance, amount)) return { ok: false } as const;
    wallet.balance = subtractMoney(wallet.balance, amount);
    book.withdrawn = addMoney(book.withdrawn, amount);
    const orderNo = nextOrderNo(book, 'WD');
    addRecord(book, {
      member: wallet.name,
      orderNo,
      type: 2,
      amount: `-${amount}`,
      status: 0,
      remark,
      at: now,
    });
    return { ok: true, orderNo, amount, status: 0 } as const;
  });
}

export function exchangeBalance(book: WalletBook, member: string): string {
  return book.exchange.get(member) ?? '0.00';
}

/** CNY between the center wallet and the USDT exchange wallet (held at its CNY value). */
export function exchange(
  book: WalletBook,
  ledger: Ledger,
  wallet: Wallet,
  amount: string,
  direction: 1 | 2,
  requestId: string | null | undefined,
  now: number,
): { ok: true; centerWalletBalance: string; exchangeBalance: string } | { ok: false } {
  amount = addMoney(amount, '0');
  return applyOnce(ledger, wallet.name, requestId, () => {
    const held = exchangeBalance(book, wallet.name);
    const from = direction === 1 ? wallet.balance : held;
    if (lessThan(from, amount)) return { ok: false } as const;
    const signed = direction === 1 ? amount : `-${amount}`;
    wallet.balance = subtractMoney(wallet.balance, signed);
    const next = addMoney(held, signed);
    book.exchange.set(wallet.name, next);
    addRecord(book, {
      member: wallet.name,
      orderNo: nextOrderNo(book, 'EX'),
      type: 4,
      amount: direction === 1 ? `-${amount}` : amount,
      status: 1,
      remark: direction === 1 ? '人民币 → USDT' : 'USDT → 人民币',
      at: now,
    });
    return { ok: true, centerWalletBalance: wallet.balance, exchangeBalance: next } as const;
  });
}
