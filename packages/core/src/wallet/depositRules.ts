import {
  type DepositChannel,
  DepositChannelType,
  type DepositChannelTypeValue,
  type DepositType,
} from '../api/schemas/payment.ts';
import type { ValidationError } from '../validation/validationError.ts';
import { compareMoney, formatMoney, isMoney } from './money.ts';

/**
 * The deposit waiting page of a channel, named like its route (SPEC §2: /mine/savemoney/{kind}).
 * Decided only by the server's `channelType`, so a new brand on a known type needs no release.
 */
export type DepositWaitingKind = 'recharge' | 'transfer' | 'huione' | 'xnbsk' | 'virtualCoin';

const WAITING_KINDS: Record<DepositChannelTypeValue, DepositWaitingKind> = {
  [DepositChannelType.Recharge]: 'recharge',
  [DepositChannelType.BankTransfer]: 'transfer',
  [DepositChannelType.EWallet]: 'huione',
  [DepositChannelType.CoinReceipt]: 'xnbsk',
  [DepositChannelType.VirtualCoin]: 'virtualCoin',
};

/** Route names of the waiting pages in the core route table. */
export const DEPOSIT_WAITING_ROUTES: Record<DepositWaitingKind, string> = {
  recharge: 'rechargeWaiting',
  transfer: 'transferWaiting',
  huione: 'huioneWaiting',
  xnbsk: 'xnbskWaiting',
  virtualCoin: 'virtualCoinWaiting',
};

/** The waiting page for a channel type, or undefined for a type this client cannot show. */
export function waitingKindOf(channelType: number): DepositWaitingKind | undefined {
  return WAITING_KINDS[channelType as DepositChannelTypeValue];
}

/**
 * The types and channels a member can use: channels of an unknown type or with limits that make no
 * sense (min above max) are dropped, then types left without a channel.
 */
export function usableDepositTypes(types: readonly DepositType[]): DepositType[] {
  return types
    .map((type) => ({
      ...type,
      channels: type.channels.filter(
        (channel) =>
          waitingKindOf(channel.channelType) !== undefined &&
          compareMoney(channel.minAmount, channel.maxAmount) <= 0,
      ),
    }))
    .filter((type) => type.channels.length > 0);
}

export const DEPOSIT_MESSAGES = {
  required: '请输入存款金额',
  invalid: '请输入正确的金额',
  noChannel: '请选择存款渠道',
} as const;

const belowMinimum = (min: string) => `存款金额不能低于${formatMoney(min)}`;
const aboveMaximum = (max: string) => `存款金额不能高于${formatMoney(max)}`;

/** A typed amount: positive, at most 2 decimals, within the channel's min and max (both inclusive). */
export function validateDepositAmount(
  amount: string,
  channel: DepositChannel | undefined,
): ValidationError | undefined {
  if (channel === undefined) return { code: 'noChannel', message: DEPOSIT_MESSAGES.noChannel };
  if (amount.trim() === '') return { code: 'required', message: DEPOSIT_MESSAGES.required };
  if (!isMoney(amount) || !/^\d+(\.\d{1,2})?$/.test(amount) || compareMoney(amount, '0') <= 0) {
    return { code: 'invalid', message: DEPOSIT_MESSAGES.invalid };
  }
  if (compareMoney(amount, channel.minAmount) < 0) {
    return { code: 'belowMinimum', message: belowMinimum(channel.minAmount) };
  }
  if (compareMoney(amount, channel.maxAmount) > 0) {
    return { code: 'aboveMaximum', message: aboveMaximum(channel.maxAmount) };
  }
  return undefined;
}

/**
 * What an amount field keeps of what was typed: digits and one dot, at most 2 decimals, no leading
 * zeros ('0012.345' → '12.34', '.5' → '0.5'). Money input only; never a float.
 */
export function normalizeMoneyInput(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const integer = (dot < 0 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '');
  if (dot < 0) return integer;
  const fraction = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${integer === '' ? '0' : integer}.${fraction}`;
}
