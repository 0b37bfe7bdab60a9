import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DepositChannelType } from '../api/schemas/payment.ts';
import { compareMoney } from '../money/money.ts';
import { usableDepositTypes, validateDepositAmount, waitingKindOf } from './depositRules.ts';

const channel = { id: '1', name: '网银', channelType: 1, minAmount: '50', maxAmount: '2000.50' };

describe('deposit rules', () => {
  it.each([
    ['', '请输入存款金额'],
    ['0', '金额必须大于0'],
    ['1e5', '请输入正确的金额，只能包含数字和小数点'],
    ['49.99', '存款金额不能低于¥50'],
    ['2000.51', '存款金额不能高于¥2,000.50'],
    ['1.234', '金额最多保留两位小数'],
  ])('refuses %j with %s', (amount, message) => {
    expect(validateDepositAmount(amount, channel)?.message).toBe(message);
  });

  test.prop([fc.stringMatching(/^\d{1,6}(\.\d{1,2})?$/)])(
    'accepts exactly the amounts within the limits',
    (amount) => {
      const within = compareMoney(amount, '50') >= 0 && compareMoney(amount, '2000.50') <= 0;
      expect(validateDepositAmount(amount, channel) === undefined).toBe(within);
    },
  );

  it('maps every channel type the protocol names to a waiting page and nothing else', () => {
    expect(Object.values(DepositChannelType).map(waitingKindOf)).toEqual([
      'recharge',
      'transfer',
      'huione',
      'xnbsk',
      'virtualCoin',
    ]);
    expect(waitingKindOf(0)).toBeUndefined();
    expect(waitingKindOf(6)).toBeUndefined();
  });

  it('drops channels it cannot show or whose limits are upside down, then empty types', () => {
    const types = usableDepositTypes([
      { id: 'a', name: 'A', channels: [channel, { ...channel, id: '2', channelType: 9 }] },
      { id: 'b', name: 'B', channels: [{ ...channel, minAmount: '3000' }] },
    ]);
    expect(types).toEqual([{ id: 'a', name: 'A', channels: [channel] }]);
  });
});
