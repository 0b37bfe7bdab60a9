/**
 * The display's frame rhythm. Live data (sports prices, chat lines) is applied once per frame, not once
 * per socket message: `request` runs the callback before the next paint (requestAnimationFrame in a
 * browser, a short timer where there is no display, e.g. Node) and answers a function that cancels it.
 */
export interface FramePort {
  request(callback: () => void): () => void;
}
