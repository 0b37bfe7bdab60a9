import { lazy, Suspense, useEffect, useState } from 'react';
import './showcaseSlot.css';

// The showcase's code, texts, styles and engine capability are one lazy chunk (issue #28): `/`'s entry
// and first paint do not carry them.
const HomeShowcase = lazy(() => import('./HomeShowcase.tsx'));

/** Waits for the page to have painted and the browser to be idle (a timer where idle callbacks are missing). */
function afterFirstPaint(run: () => void): () => void {
  let idle: number | undefined;
  const frame = requestAnimationFrame(() => {
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(run, { timeout: 1500 })
        : window.setTimeout(run, 200);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** Where the hot games, jackpot, featured matches, logo strip and side bar appear once `/` has painted. */
export function ShowcaseSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPaint(() => setReady(true)), []);
  const placeholder = <div className="showcase-slot" aria-hidden="true" />;
  return ready ? (
    <Suspense fallback={placeholder}>
      <HomeShowcase />
    </Suspense>
  ) : (
    placeholder
  );
}
