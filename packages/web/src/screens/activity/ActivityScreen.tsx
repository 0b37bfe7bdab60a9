import type { ActivitySession } from '@jinli/core';
import type { ActivityConfig, ActivityVerification } from '@jinli/core/contract';
import {
  selectActivityConfig,
  selectActivityError,
  selectActivityStanding,
  selectActivityVerification,
} from '@jinli/core/machines';
import type { ActivityStanding } from '@jinli/core/rules';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { NotFoundPage } from '../../routes/placeholderPages.tsx';
import { Link, useParams } from '../../routes/routing.tsx';
import { LoadFailedCard } from './ActivityFeedback.tsx';
import { ActivityHero, ActivityRules, ActivitySkeleton, StandingNotice } from './ActivityParts.tsx';
import { JoinFeedback } from './JoinFeedback.tsx';
import { BettingGiftPanel } from './panels/BettingGiftPanel.tsx';
import { DepositBonusPanel } from './panels/DepositBonusPanel.tsx';
import { DrawGiftPanel } from './panels/DrawGiftPanel.tsx';
import { InvitationPanel } from './panels/InvitationPanel.tsx';
import { LandPagePanel } from './panels/LandPagePanel.tsx';
import { NewTaskPanel } from './panels/NewTaskPanel.tsx';
import { RacePanel } from './panels/RacePanel.tsx';
import { SignGiftPanel } from './panels/SignGiftPanel.tsx';
import { activityIdOf, useActivitySession } from './useActivitySession.ts';
import './activity.css';
import './panels/panels.css';

/** Every /activity/<type>/$id route: the activity with its own mechanics (the config's type decides). */
export function ActivityScreen() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const activityId = activityIdOf(id);
  const session = useActivitySession(activityId);
  if (activityId === null) return <NotFoundPage />;
  if (session === null) return <ActivitySkeleton />;
  return <ActivityView session={session} />;
}

export interface PanelProps {
  session: ActivitySession;
  standing: ActivityStanding | null;
  verification: ActivityVerification | null;
}

export function ActivityView({ session }: { session: ActivitySession }) {
  const { t } = useTranslation();
  const config = useSelector(session.page, selectActivityConfig);
  const standing = useSelector(session.page, selectActivityStanding);
  const verification = useSelector(session.page, selectActivityVerification);
  const error = useSelector(session.page, selectActivityError);
  usePageTitle(config ? config.title : '优惠活动');

  if (config === null)
    return error ? (
      <div className="activity-page container">
        <LoadFailedCard message={error} onRetry={session.reload} />
      </div>
    ) : (
      <ActivitySkeleton />
    );
  const props: PanelProps = { session, standing, verification };
  return (
    <div className="activity-page container">
      <Link to="/activity/discount" className="activity-back">
        ‹ {t('activity.backToList')}
      </Link>
      <ActivityHero config={config} />
      <StandingNotice standing={standing} />
      <Mechanics config={config} {...props} />
      {config.type !== 'drawGift' && <JoinFeedback session={session} />}
      <ActivityRules rules={config.rules} />
    </div>
  );
}

function Mechanics({ config, ...props }: PanelProps & { config: ActivityConfig }) {
  switch (config.type) {
    case 'signGift':
      return <SignGiftPanel config={config} {...props} />;
    case 'drawGift':
      return <DrawGiftPanel config={config} {...props} />;
    case 'newTask':
      return <NewTaskPanel config={config} {...props} />;
    case 'racePage':
      return <RacePanel config={config} {...props} />;
    case 'firstDeposit':
    case 'againDeposit':
      return <DepositBonusPanel config={config} {...props} />;
    case 'bettingGift':
      return <BettingGiftPanel config={config} {...props} />;
    case 'activityLandPage':
      return <LandPagePanel config={config} {...props} />;
    case 'friendInvitation':
      return <InvitationPanel config={config} {...props} />;
  }
}
