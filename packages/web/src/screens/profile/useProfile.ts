import type { ProfileState } from '@jinli/core';
import { useEffect, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import { useServices } from '../../app/ServicesProvider.tsx';

/** One slice of core's profile store (select must return a stable value for an unchanged state). */
export function useProfileState<T>(select: (state: ProfileState) => T): T {
  const profile = useServices().Profile;
  return useSyncExternalStore(profile.subscribe, () => select(profile.getSnapshot()));
}

/** Wires a binding actor's toasts and outcomes (core's createProfileFlows) for as long as it lives. */
export function useFlowWiring(actor: AnyActorRef) {
  const flows = useServices().ProfileFlows;
  useEffect(() => flows.connect(actor), [flows, actor]);
}

/** Calls `onDone` once when the binding actor reached its final state. */
export function useOnDone(actor: AnyActorRef, onDone: () => void) {
  useEffect(() => {
    const subscription = actor.subscribe((snapshot: { status: string }) => {
      if (snapshot.status === 'done') onDone();
    });
    return () => subscription.unsubscribe();
  }, [actor, onDone]);
}
