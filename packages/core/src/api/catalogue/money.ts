import { defineEndpoint } from '../endpoint.ts';
import { emptyPayload, unshapedEndpoint } from '../permissive.ts';
import {
  depositOrderSchema,
  depositOrderStatusSchema,
  orderNoPayloadSchema,
  paymentTypesResponseSchema,
  payPayloadSchema,
} from '../schemas/payment.ts';
import {
  customerInfoSchema,
  orderNoQuerySchema,
  signalCodeSchema,
  usdtWithdrawInfoSchema,
  withdrawOrderInfoSchema,
} from '../schemas/walletProgress.ts';
import {
  coinAddressesResponseSchema,
  memberBankCardsResponseSchema,
  withdrawInfoSchema,
  withdrawLimitsResponseSchema,
  withdrawOrderSchema,
  withdrawPayloadSchema,
} from '../schemas/withdraw.ts';
import { centerWallet } from './centerWallet.ts';

const base = '/fd/api/v1';

/** Deposits, the center wallet, withdrawals and bank cards (SPEC §7). Amounts are decimal strings. */
export const money = {
  paymentTypes: defineEndpoint(`${base}/payment/types`, {
    payload: emptyPayload,
    response: paymentTypesResponseSchema,
  }),
  getDepositOrderStatus: defineEndpoint(`${base}/payment/getDepositOrderStatus`, {
    payload: orderNoPayloadSchema,
    response: depositOrderStatusSchema,
  }),
  /** Money-moving: send the intent's request id (CallOptions.requestId). */
  pay: defineEndpoint(`${base}/payment/pay`, { payload: payPayloadSchema, response: depositOrderSchema }),
  closeOrder: defineEndpoint(`${base}/payment/closeOrder`, {
    payload: orderNoPayloadSchema,
    response: depositOrderStatusSchema,
  }),
  createSignalCode: defineEndpoint(`${base}/payment/createSignalCode`, {
    payload: orderNoQuerySchema,
    response: signalCodeSchema,
  }),
  getCustomerInfo: defineEndpoint(`${base}/payment/getCustomerInfo`, {
    payload: emptyPayload,
    response: customerInfoSchema,
  }),
  getBalance: centerWallet.getBalance,
  utcTransfer: centerWallet.utcTransfer,
  getTransferRate: unshapedEndpoint(`${base}/transfer/getTransferRate`),
  queryDealRecord: unshapedEndpoint(`${base}/transactions/queryDealRecord`),
  vCurrencyList: defineEndpoint(`${base}/vCurrency/list`, {
    payload: emptyPayload,
    response: coinAddressesResponseSchema,
  }),
  withdrawOrderInfo: defineEndpoint(`${base}/withdraw/withdrawOrderInfo`, {
    payload: orderNoQuerySchema,
    response: withdrawOrderInfoSchema,
  }),
  withdrawBaseCfgList: defineEndpoint(`${base}/withdraw/baseCfg/list`, {
    payload: emptyPayload,
    response: withdrawLimitsResponseSchema,
  }),
  withdrawInfo: defineEndpoint(`${base}/withdraw/withdrawInfo`, {
    payload: emptyPayload,
    response: withdrawInfoSchema,
  }),
  usdtWithdrawInfo: defineEndpoint(`${base}/withdraw/usdtWithdrawInfo`, {
    payload: emptyPayload,
    response: usdtWithdrawInfoSchema,
  }),
  /** Money-moving: send the intent's request id (CallOptions.requestId). */
  withdrawNew: defineEndpoint(`${base}/withdraw/new`, {
    payload: withdrawPayloadSchema,
    response: withdrawOrderSchema,
  }),
  queryMemberBanksInfoList: defineEndpoint(`${base}/bankCard/queryMemberBanksInfoList`, {
    method: 'GET',
    payload: emptyPayload,
    response: memberBankCardsResponseSchema,
  }),
  withdrawAddList: unshapedEndpoint(`${base}/bankCard/withdraw/add/list`, 'GET'),
};
