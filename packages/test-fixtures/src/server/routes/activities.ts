import { ResultCode } from '@jinli/core';
import { promotion } from '@jinli/core/contract';
import { confirmInfo, join, servedConfig, verify } from '../activities/promotions.ts';
import { sessionAccount } from '../auth/authState.ts';
import { applyOnce } from '../ledger/ledger.ts';
import type { SandboxState } from '../state.ts';
import { Failure, memberRoute, type Route, route } from './route.ts';
import { settleWallet } from './wallet.ts';

const NOT_FOUND = () => new Failure(ResultCode.NotFound, '活动不存在或已下线');

function activityById(state: SandboxState, id: number) {
  return state.data.activities.find((activity) => activity.id === id);
}

/**
 * The /act promotion calls (issue #13): config for everyone; verification, confirmInfo and
 * joinActivity for members, on the sandbox clock, with deposits and bets read from the books.
 * A join runs once per request id (a repeat answers the first outcome and pays nothing more).
 */
export const activityRoutes: readonly Route[] = [
  route(promotion.config, ({ state, payload, token, now }) => {
    const activity = activityById(state, payload.id);
    if (activity === undefined) return NOT_FOUND();
    return servedConfig(state, activity, sessionAccount(state.auth, token), now);
  }),
  memberRoute(promotion.verification, ({ state, payload, member, now }) => {
    const activity = activityById(state, payload.id);
    if (activity === undefined) return NOT_FOUND();
    settleWallet(state, now);
    return verify(state, activity, member, now);
  }),
  memberRoute(promotion.confirmInfo, ({ state, payload, member, now }) => {
    const activity = activityById(state, payload.id);
    if (activity === undefined) return NOT_FOUND();
    settleWallet(state, now);
    return confirmInfo(state, activity, member, now);
  }),
  memberRoute(promotion.joinActivity, ({ state, payload, member, now, requestId }) => {
    const activity = activityById(state, payload.id);
    if (activity === undefined) return NOT_FOUND();
    settleWallet(state, now);
    return applyOnce(state.games.ledger, member.name, requestId, () =>
      join(state, activity, member, payload, now),
    );
  }),
];
