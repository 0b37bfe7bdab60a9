import {
  type DepositChannel,
  DepositChannelType,
  type DepositChannelTypeValue,
  type DepositType,
} from '../api/schemas/payment.ts';
import { compareMoney, formatMoney } from '../money/money.ts';
import { moneyInputError } from '../money/moneyInput.ts';
import type { ValidationError } from '../validation/validationError.ts';

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
  const format = moneyInputError(amount, { required: DEPOSIT_MESSAGES.required });
  if (format) return format;
  if (compareMoney(amount, channel.minAmount) < 0) {
    return { code: 'belowMinimum', message: belowMinimum(channel.minAmount) };
  }
  if (compareMoney(amount, channel.maxAmount) > 0) {
    return { code: 'aboveMaximum', message: aboveMaximum(channel.maxAmount) };
  }
  return undefined;
}
