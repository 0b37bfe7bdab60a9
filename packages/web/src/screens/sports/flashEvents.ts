/**
 * A price's flash (sports.css `odds-flash`) is a CSS animation, and each one dispatches animationstart and
 * animationend. React listens for every animation event at its root and walks the fiber tree from the
 * target for handlers on each one, though no component of the app has any: during a live flood that is
 * hundreds of dispatches a second (#27). While a board is on screen, the flashes' events stop at the window,
 * before React's root sees them. Nothing else listens for them.
 */
const TYPES = ['animationstart', 'animationend', 'animationiteration', 'animationcancel'] as const;
const FLASH = 'odds-flash';
const CAPTURE = { capture: true } as const;

function stopFlashEvent(event: Event): void {
  if ((event as AnimationEvent).animationName?.startsWith(FLASH)) event.stopPropagation();
}

let boards = 0;

/** Keeps the flashes' events from React while the returned function has not been called. */
export function keepFlashEventsFromReact(): () => void {
  if (boards === 0) for (const type of TYPES) window.addEventListener(type, stopFlashEvent, CAPTURE);
  boards += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    boards -= 1;
    if (boards === 0) for (const type of TYPES) window.removeEventListener(type, stopFlashEvent, CAPTURE);
  };
}
