import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type BankOption,
  bankOptionsSchema,
  type DepositChannel,
  type DepositType,
  money,
  type WithdrawLimit,
} from '@jinli/core/contract';
import { SEED_DEPOSIT_TYPES, SEED_WITHDRAW_LIMITS } from '../seed/wallet.ts';
import { readBody, sendJson } from './http.ts';
import type { SandboxState } from './state.ts';

/**
 * The money answers an operator configures per site (issue #17): deposit types and channels
 * (payment/types), withdrawal limits per account type (withdraw/baseCfg/list) and the banks a card may
 * be bound at (bankCard/withdraw/add/list). Seeded from seed/wallet.ts; `POST /__sandbox/site` replaces
 * any of them (and the preInfo `title`) until the next reset.
 */
export interface SiteConfig {
  paymentTypes: DepositType[];
  withdrawLimits: WithdrawLimit[];
  banks: BankOption[];
}

export const SEED_BANKS: readonly BankOption[] = [
  { bankCode: 'ICBC', bankName: '中国工商银行' },
  { bankCode: 'CCB', bankName: '中国建设银行' },
  { bankCode: 'ABC', bankName: '中国农业银行' },
  { bankCode: 'BOC', bankName: '中国银行' },
  { bankCode: 'CMB', bankName: '招商银行' },
];

export function createSiteConfig(): SiteConfig {
  return structuredClone({
    paymentTypes: SEED_DEPOSIT_TYPES as unknown as DepositType[],
    withdrawLimits: SEED_WITHDRAW_LIMITS,
    banks: [...SEED_BANKS],
  });
}

export function findChannel(
  config: SiteConfig,
  typeId: string,
  channelId: string,
): DepositChannel | undefined {
  return config.paymentTypes.find((type) => type.id === typeId)?.channels.find((c) => c.id === channelId);
}

export function withdrawLimitOf(config: SiteConfig, accountType: number): WithdrawLimit | undefined {
  return config.withdrawLimits.find((entry) => entry.accountType === accountType);
}

const KEYS = ['title', 'paymentTypes', 'withdrawLimits', 'banks'] as const;
const SCHEMAS = {
  paymentTypes: money.paymentTypes.response,
  withdrawLimits: money.withdrawBaseCfgList.response,
  banks: bankOptionsSchema,
} as const;

type SiteControl = Partial<SiteConfig> & { title?: string };

/** The body as a partial configuration, each part checked by core's schema of its answer; or an error. */
export function parseSiteControl(body: unknown): SiteControl | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'body must be a JSON object';
  const input = body as Record<string, unknown>;
  const unknown = Object.keys(input).filter((key) => !(KEYS as readonly string[]).includes(key));
  if (unknown.length > 0) return `unknown keys: ${unknown.join(', ')} (allowed: ${KEYS.join(', ')})`;
  const control: SiteControl = {};
  if (input.title !== undefined) {
    if (typeof input.title !== 'string' || input.title.trim() === '' || input.title.length > 40)
      return 'title must be a non-empty string of at most 40 characters';
    control.title = input.title.trim();
  }
  for (const key of ['paymentTypes', 'withdrawLimits', 'banks'] as const) {
    if (input[key] === undefined) continue;
    const parsed = SCHEMAS[key].safeParse(input[key]);
    if (!parsed.success)
      return `${key}: ${parsed.error.issues.map((i: { path: PropertyKey[]; message: string }) => `${i.path.map(String).join('.')} ${i.message}`).join('; ')}`;
    Object.assign(control, { [key]: structuredClone(input[key]) });
  }
  return control;
}

function report(state: SandboxState) {
  return { ok: true, title: state.data.siteBaseConfig.title, ...state.siteConfig };
}

/** GET /__sandbox/site answers the configuration; POST replaces the parts it names. False: not ours. */
export async function handleSiteControl(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  state: SandboxState,
): Promise<boolean> {
  if (name !== 'site') return false;
  if (req.method === 'GET') {
    sendJson(res, 200, report(state));
    return true;
  }
  if (req.method !== 'POST') return false;
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req)) || '{}');
  } catch {
    sendJson(res, 400, { ok: false, error: 'body must be JSON' });
    return true;
  }
  const control = parseSiteControl(body);
  if (typeof control === 'string') {
    sendJson(res, 400, { ok: false, error: control });
    return true;
  }
  const { title, ...money } = control;
  if (title !== undefined) state.data.siteBaseConfig = { ...state.data.siteBaseConfig, title };
  Object.assign(state.siteConfig, money);
  sendJson(res, 200, report(state));
  return true;
}
