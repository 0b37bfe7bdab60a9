import { lazy, Suspense } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';

// The dialog (money field, transfer form) is its own chunk: it opens only from a game launch.
const VenueTransferDialog = lazy(() =>
  import('./VenueTransferDialog.tsx').then((module) => ({ default: module.VenueTransferDialog })),
);

/** Shows the venue transfer dialog while core's play journey has its transfer form open (SPEC §2 dialogs). */
export function VenueTransferHost() {
  const games = useServices().Games;
  const subject = useReadable(games.journey, (view) =>
    view.transfer === null ? null : `${view.transfer.venue}:${view.transfer.gameCode}`,
  );
  if (subject === null) return null;
  return (
    <Suspense fallback={null}>
      <VenueTransferDialog key={subject} />
    </Suspense>
  );
}
