import { unshapedEndpoint } from '../permissive.ts';

const base = '/site/api/v1/user/feedback';

export const feedback = {
  addFeedBack: unshapedEndpoint(`${base}/addFeedBack`),
  /** The unread-feedback count shown beside the inbox counts. */
  unreadNum: unshapedEndpoint(`${base}/unreadNum`),
  queryMemberBetList: unshapedEndpoint(`${base}/queryMemberBetList`),
  querySiteDepositRewardConfigList: unshapedEndpoint(`${base}/querySiteDepositRewardConfigList`),
  getFeedBackList: unshapedEndpoint(`${base}/getFeedBackList`),
  getFeedbackInfo: unshapedEndpoint(`${base}/getFeedbackInfo`),
  delFeedback: unshapedEndpoint(`${base}/delFeedback`),
};
