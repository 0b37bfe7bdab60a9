// The sports flood bench's page-side probe (as text: this package type-checks without the DOM library),
// the same on every page it measures (the product, the blank floor, the React.memo and naive baselines).
//
// Message → paint of the changed, visible cell: each sports stream frame carries the server time it was
// sent (`at`); the probe remembers, per changed price, the earliest `at` not yet painted. A
// MutationObserver sees the DOM change of an odds cell (`[data-key]`, core's pickKey of the price);
// when the cell is in the viewport its paint is taken as the end of the frame that renders it: inside
// a frame's rendering (the mutation came from a requestAnimationFrame callback) that is this frame's
// end, otherwise the next frame's (requestAnimationFrame, then a MessageChannel task after the paint).
// A price whose cell is not rendered or not visible is not counted.
// Floor: for every message, the paint after it arrives (no DOM condition): on the blank page this is the
// floor the issue compares against. Long tasks by PerformanceObserver; frames by a rAF loop.
import { CELL_KEY_JS } from './boardKey.ts';

export const LIVE_PROBE = `
(() => {
  const cellKey = ${CELL_KEY_JS};
  const b = (window.__bench = { on: false, longTasks: [], cellPaint: [], messagePaint: [], frames: [], messages: 0, unseen: 0 });
  const now = () => performance.timeOrigin + performance.now();
  new PerformanceObserver((list) => {
    if (!b.on) return;
    for (const entry of list.getEntries()) b.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });

  // Frame ends: the first rAF callback of each frame marks "in a frame" and posts a task that runs
  // after the frame's paint.
  let inFrame = false;
  let atFrameEnd = [];
  const end = new MessageChannel();
  end.port1.onmessage = () => {
    inFrame = false;
    const t = now();
    for (const done of atFrameEnd.splice(0)) done(t);
  };
  const tick = (t) => {
    inFrame = true;
    end.port2.postMessage(0);
    if (b.on) b.frames.push(t);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const afterPaint = (done) => {
    if (inFrame) atFrameEnd.push(done);
    else requestAnimationFrame(() => atFrameEnd.push(done));
  };

  const pending = new Map();
  const settle = (cell) => {
    const key = cell.getAttribute('data-key');
    const at = pending.get(key);
    if (at === undefined) return;
    pending.delete(key);
    const r = cell.getBoundingClientRect();
    if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth || r.height === 0) return;
    afterPaint((t) => b.cellPaint.push(t - at));
  };
  new MutationObserver((records) => {
    if (!b.on || pending.size === 0) return;
    const seen = new Set();
    for (const record of records) {
      const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      const cell = node?.closest('[data-key]');
      if (cell) seen.add(cell);
      else if (node && record.type === 'childList' && [...record.addedNodes].some((n) => n.nodeType === 1 && n.querySelector('[data-key]'))) {
        // Rows (re)built from outside a cell (the naive page's innerHTML): look the pending cells up.
        for (const key of pending.keys()) {
          const found = node.querySelector('[data-key="' + CSS.escape(key) + '"]');
          if (found) seen.add(found);
        }
      }
    }
    for (const cell of seen) settle(cell);
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: false });

  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      if (!String(url).includes('/stream/ws/v1/sports')) return;
      this.addEventListener('message', (event) => {
        if (!b.on) return;
        const frame = JSON.parse(event.data);
        b.messages += 1;
        for (const match of frame.matches)
          for (const price of match.prices) {
            const key = cellKey(match.gameId, price);
            // The earliest change not yet painted; one older than 5 s never reached the DOM (not rendered).
            const earlier = pending.get(key);
            if (earlier === undefined || frame.at - earlier > 5000) pending.set(key, frame.at);
          }
        afterPaint((t) => b.messagePaint.push(t - frame.at));
      });
    }
  };
})();
`;

export interface LiveProbe {
  longTasks: number[];
  /** ms from the message to the paint of its changed, visible cell. */
  cellPaint: number[];
  /** ms from each message to the next paint (the floor on the blank page). */
  messagePaint: number[];
  frames: number[];
  messages: number;
}
