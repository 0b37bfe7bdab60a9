import type { IncomingMessage, ServerResponse } from 'node:http';
import { findAccount } from '../auth/authState.ts';
import { readBody, sendJson } from '../http.ts';
import { finishDeposit } from '../ledger/walletBook.ts';
import { finishWithdrawal } from '../ledger/withdrawals.ts';
import type { SandboxState } from '../state.ts';

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const body: unknown = JSON.parse((await readBody(req)) || '{}');
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Wallet controls (README): `POST /__sandbox/deposit {"orderNo"?, "status": "paid"|"expired"}` ends a
 * waiting deposit (the newest one without orderNo); `POST /__sandbox/wallet {"autoPaySeconds": n|null}`
 * sets the deposit timer (null: waiting orders stay waiting until paid by hand or expired);
 * `POST /__sandbox/withdrawal {"orderNo"?, "status": "done"|"failed", "reason"?}` ends a processing
 * withdrawal (the newest one without orderNo; a failed one gives the money back).
 * Returns false when the control is not one of these.
 */
export async function handleWalletControl(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  state: SandboxState,
  now: () => number = Date.now,
): Promise<boolean> {
  if (req.method !== 'POST' || (name !== 'deposit' && name !== 'wallet' && name !== 'withdrawal'))
    return false;
  const body = await jsonBody(req);
  const book = state.wallet;
  if (name === 'withdrawal') {
    const outcome = body.status === 'done' || body.status === 'failed' ? body.status : null;
    const processing = book.records.filter((record) => record.type === 2 && record.status === 0);
    const record =
      typeof body.orderNo === 'string'
        ? book.records.find((r) => r.type === 2 && r.orderNo === body.orderNo)
        : processing[processing.length - 1];
    const wallet = record === undefined ? undefined : findAccount(state.auth, record.member);
    if (outcome === null || record === undefined || wallet === undefined || record.status !== 0) {
      sendJson(res, 400, {
        ok: false,
        error: 'needs {"status": "done"|"failed"} and a processing withdrawal',
      });
      return true;
    }
    const reason = typeof body.reason === 'string' && body.reason !== '' ? body.reason : undefined;
    finishWithdrawal(book, record, wallet, outcome, reason, now());
    sendJson(res, 200, { ok: true, orderNo: record.orderNo, status: record.status });
    return true;
  }
  if (name === 'wallet') {
    const seconds = body.autoPaySeconds;
    if (seconds !== null && (typeof seconds !== 'number' || seconds < 0)) {
      sendJson(res, 400, { ok: false, error: 'body must be {"autoPaySeconds": number | null}' });
      return true;
    }
    book.autoPayMs = seconds === null ? null : seconds * 1000;
    sendJson(res, 200, { ok: true, autoPaySeconds: seconds });
    return true;
  }
  const status = body.status === 'paid' ? 1 : body.status === 'expired' ? 2 : null;
  const waiting = [...book.orders.values()].filter((order) => order.status === 0);
  const order =
    typeof body.orderNo === 'string' ? book.orders.get(body.orderNo) : waiting[waiting.length - 1];
  const wallet = order === undefined ? undefined : findAccount(state.auth, order.member);
  if (status === null || order === undefined || wallet === undefined) {
    sendJson(res, 400, { ok: false, error: 'needs {"status": "paid"|"expired"} and a known orderNo' });
    return true;
  }
  finishDeposit(book, order, wallet, status);
  sendJson(res, 200, { ok: true, orderNo: order.orderNo, status: order.status });
  return true;
}
