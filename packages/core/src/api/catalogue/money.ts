import { defineEndpoint } from '../endpoint.ts';
import { unshapedEndpoint } from '../permissive.ts';
import { balanceSchema, getBalancePayloadSchema } from '../schemas/wallet.ts';

const base = '/fd/api/v1';

/** Deposits, the center wallet, withdrawals and bank cards (SPEC §7). Amounts are decimal strings. */
export const money = {
  paymentTypes: unshapedEndpoint(`${base}/payment/types`),
  getDepositOrderStatus: unshapedEndpoint(`${base}/payment/getDepositOrderStatus`),
  pay: unshapedEndpoint(`${base}/payment/pay`),
  closeOrder: unshapedEndpoint(`${base}/payment/closeOrder`),
  createSignalCode: unshapedEndpoint(`${base}/payment/createSignalCode`),
  getCustomerInfo: unshapedEndpoint(`${base}/payment/getCustomerInfo`),
  getBalance: defineEndpoint(`${base}/transfer/getBalance`, {
    payload: getBalancePayloadSchema,
    response: balanceSchema,
  }),
  utcTransfer: unshapedEndpoint(`${base}/transfer/utcTransfer`),
  getTransferRate: unshapedEndpoint(`${base}/transfer/getTransferRate`),
  queryDealRecord: unshapedEndpoint(`${base}/transactions/queryDealRecord`),
  vCurrencyList: unshapedEndpoint(`${base}/vCurrency/list`),
  withdrawOrderInfo: unshapedEndpoint(`${base}/withdraw/withdrawOrderInfo`),
  withdrawBaseCfgList: unshapedEndpoint(`${base}/withdraw/baseCfg/list`),
  withdrawInfo: unshapedEndpoint(`${base}/withdraw/withdrawInfo`),
  usdtWithdrawInfo: unshapedEndpoint(`${base}/withdraw/usdtWithdrawInfo`),
  withdrawNew: unshapedEndpoint(`${base}/withdraw/new`),
  queryMemberBanksInfoList: unshapedEndpoint(`${base}/bankCard/queryMemberBanksInfoList`, 'GET'),
  withdrawAddList: unshapedEndpoint(`${base}/bankCard/withdraw/add/list`, 'GET'),
};
