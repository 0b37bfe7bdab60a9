import { defineEndpoint } from '../endpoint.ts';
import { emptyPayload, permissiveResponse } from '../permissive.ts';
import {
  depositRewardConfigListSchema,
  feedbackAddResultSchema,
  feedbackAddSchema,
  feedbackDetailSchema,
  feedbackIdSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  memberBetListSchema,
  unreadNumSchema,
} from '../schemas/memberCentre.ts';

const base = '/site/api/v1/user/feedback';

export const feedback = {
  addFeedBack: defineEndpoint(`${base}/addFeedBack`, {
    payload: feedbackAddSchema,
    response: feedbackAddResultSchema,
  }),
  /** The unread-feedback count shown beside the inbox counts. */
  unreadNum: defineEndpoint(`${base}/unreadNum`, { payload: emptyPayload, response: unreadNumSchema }),
  queryMemberBetList: defineEndpoint(`${base}/queryMemberBetList`, {
    payload: emptyPayload,
    response: memberBetListSchema,
  }),
  querySiteDepositRewardConfigList: defineEndpoint(`${base}/querySiteDepositRewardConfigList`, {
    payload: emptyPayload,
    response: depositRewardConfigListSchema,
  }),
  getFeedBackList: defineEndpoint(`${base}/getFeedBackList`, {
    payload: feedbackListQuerySchema,
    response: feedbackPageSchema,
  }),
  getFeedbackInfo: defineEndpoint(`${base}/getFeedbackInfo`, {
    payload: feedbackIdSchema,
    response: feedbackDetailSchema,
  }),
  delFeedback: defineEndpoint(`${base}/delFeedback`, {
    payload: feedbackIdSchema,
    response: permissiveResponse,
  }),
};
