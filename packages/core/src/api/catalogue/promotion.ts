import { unshapedEndpoint } from '../permissive.ts';

const base = '/act/api/v1';

export const promotion = {
  config: unshapedEndpoint(`${base}/promotion/config`),
  verification: unshapedEndpoint(`${base}/promotion/verification`),
  joinActivity: unshapedEndpoint(`${base}/promotion/joinActivity`),
  confirmInfo: unshapedEndpoint(`${base}/promotion/confirmInfo`),
  vipWeekInfo: unshapedEndpoint(`${base}/vipWeek/VipWeekInfo`),
  exchangeRecord: unshapedEndpoint(`${base}/activityTopGift/exchangeRecord`),
};
