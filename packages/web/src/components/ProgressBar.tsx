import { useSnapshot } from 'valtio';
import { useServices } from '../app/ServicesProvider.tsx';

/** Route progress at the top of the page while navigating (SPEC §9: at least 8 %). */
export function ProgressBar() {
  const ui = useServices().UiStore;
  const { progress } = useSnapshot(ui.state);
  if (progress === null) return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-hidden="true"
      style={{ width: `${progress * 100}%`, opacity: progress >= 1 ? 0 : 1 }}
    />
  );
}
