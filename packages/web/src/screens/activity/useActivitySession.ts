import type { ActivitySession } from '@jinli/core';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';

/** Opens core's session for one activity while the page shows it; null until it exists. */
export function useActivitySession(id: number | null): ActivitySession | null {
  const activities = useServices().Activities;
  const [session, setSession] = useState<ActivitySession | null>(null);
  useEffect(() => {
    if (id === null) return;
    const opened = activities.open(id);
    setSession(opened);
    return () => {
      opened.stop();
      setSession(null);
    };
  }, [activities, id]);
  return session;
}

/** A route's `$id` as a positive integer, or null. */
export function activityIdOf(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}
