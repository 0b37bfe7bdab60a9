/**
 * A moved price's flash (#27): its cell (the price's button) shows a green or red tint (sports.css
 * `.odds-cell.odds-flash`) for `FLASH_MS`, then the tint goes; a move during a flash starts it again.
 *
 * The tint is a class, not a CSS animation. A fading overlay animated per price made every flashing price
 * a composited layer: with a board's prices moving every few seconds, and hundreds of moves a second in a
 * flood, each frame carried tens to hundreds of layers, and a member's pick or keystroke waited on them
 * (`npm run bench -- interactions`, 4× CPU: a pick painted within 24 ms in 6 of 20 samples with the fade,
 * 16 of 20 with the class).
 * A class costs one restyle and repaint of its cell when it comes and one when it goes.
 *
 * One timer serves every price on the page: flashes end in the order they started, so the first one held
 * is always the next to end, and the timer takes every flash that ends within `BATCH_MS` of it at once.
 */
export const FLASH_MS = 1_000;
const BATCH_MS = 50;
export const FLASH_CLASS = 'odds-flash';

/** When each flashing price's tint goes (performance.now() time), oldest first. */
const flashing = new Map<Element, number>();
let timer: ReturnType<typeof setTimeout> | null = null;

function sweep(): void {
  timer = null;
  const until = performance.now() + BATCH_MS;
  for (const [element, end] of flashing) {
    if (end > until) break;
    flashing.delete(element);
    element.classList.remove(FLASH_CLASS);
  }
  schedule();
}

function schedule(): void {
  if (timer !== null) return;
  const next = flashing.values().next();
  if (next.done === true) return;
  timer = setTimeout(sweep, Math.max(0, next.value - performance.now()));
}

/** Flashes `element` from now, or starts its flash again. */
export function flashPrice(element: Element): void {
  flashing.delete(element);
  flashing.set(element, performance.now() + FLASH_MS);
  element.classList.add(FLASH_CLASS);
  schedule();
}
