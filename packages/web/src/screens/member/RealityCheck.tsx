import type { MemberCentre } from '@jinli/core';
import { lazy, Suspense } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useLazy } from '../../app/useLazy.ts';
import { useReadable } from '../../app/useReadable.ts';
import { WithPageTexts } from '../../i18n/pageTexts.tsx';

// The dialog (and the member area's styles) is its own chunk: `/` only watches whether a check is due.
const RealityCheckDialog = lazy(() =>
  import('./RealityCheckDialog.tsx').then((module) => ({ default: module.RealityCheckDialog })),
);

/** Player protection: shows the periodic reality check (core protection/realityCheck.ts) when due. */
export function RealityCheck() {
  // The engine loads the member centre at login (the check runs only for a logged-in member).
  const centre = useLazy(useServices().Engine.memberCentre);
  return centre === null ? null : <DueCheck centre={centre} />;
}

function DueCheck({ centre }: { centre: MemberCentre }) {
  const due = useReadable(centre, (state) => state.reality.due);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <WithPageTexts>
        <RealityCheckDialog />
      </WithPageTexts>
    </Suspense>
  );
}
