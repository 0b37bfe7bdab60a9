import { findActivityId } from '@jinli/core/rules';
import { useEffect, useSyncExternalStore } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { NotFoundPage } from '../../routes/placeholderPages.tsx';
import { LoadFailedCard } from './ActivityFeedback.tsx';
import { ActivitySkeleton } from './ActivityParts.tsx';
import { ActivityView } from './ActivityScreen.tsx';
import { useActivitySession } from './useActivitySession.ts';
import './activity.css';

/** /activity/friendInvitation (no id in the route): the site's invitation activity from the promotions list. */
export function FriendInvitationScreen() {
  const activities = useServices().Activities;
  const { promotions } = useSyncExternalStore(activities.subscribe, activities.getSnapshot);
  useEffect(() => {
    if (activities.getSnapshot().promotions.status === 'idle') void activities.loadPromotions();
  }, [activities]);
  const id = findActivityId(promotions.data ?? [], 'friendInvitation');
  const session = useActivitySession(id);
  if (promotions.status === 'error')
    return (
      <div className="activity-page container">
        <LoadFailedCard message={promotions.errorMessage} onRetry={() => void activities.loadPromotions()} />
      </div>
    );
  if (promotions.status === 'ready' && id === null) return <NotFoundPage />;
  if (session === null) return <ActivitySkeleton />;
  return <ActivityView session={session} />;
}
