import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useService } from '../../app/ServicesProvider.tsx';
import { Tokens } from '../../app/tokens.ts';

// The dialog (money field, transfer form) is its own chunk: it opens only from a game launch.
const VenueTransferDialog = lazy(() =>
  import('./VenueTransferDialog.tsx').then((module) => ({ default: module.VenueTransferDialog })),
);

/** Shows the venue transfer dialog while the launcher has one open (SPEC §2 dialogs). */
export function VenueTransferHost() {
  const launcher = useService(Tokens.GameLauncher);
  const { transfer } = useSnapshot(launcher.state);
  if (transfer === null) return null;
  return (
    <Suspense fallback={null}>
      <VenueTransferDialog key={`${transfer.enName}:${transfer.gameCode}`} request={transfer} />
    </Suspense>
  );
}
