import { lazy, Suspense } from 'react';
import { useReadable } from '../../app/useReadable.ts';
import { useMemberCentre } from './useMemberCentre.ts';

// The dialog (and the member area's styles) is its own chunk: `/` only watches whether a check is due.
const RealityCheckDialog = lazy(() =>
  import('./RealityCheckDialog.tsx').then((module) => ({ default: module.RealityCheckDialog })),
);

/** Player protection: shows the periodic reality check (core protection/realityCheck.ts) when due. */
export function RealityCheck() {
  const { reality } = useMemberCentre();
  const due = useReadable(reality, (state) => state.due);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog />
    </Suspense>
  );
}
