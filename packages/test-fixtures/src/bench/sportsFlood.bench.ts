// Sportsbook flood benchmark (issue #5): the production build in Debian's Chromium (playwright-core)
// against a sandbox it starts itself. The sandbox seeds 2,000 in-play football matches (9 prices each:
// handicap, over/under, 1X2 home/draw/away and odd/even; issue #5 asks for at least 8) and its push stream sends 200 price changes a second for 10 s. The
// page is measured twice in one run: the real list (virtualised, one store per price cell) and the naive
// baseline of naiveBoard.ts (bench code, not the product: every match in the DOM, re-rendered whole
// from one state object on every frame). Prints
// long tasks, p95 message-to-paint, frames dropped and JS heap growth, then the ratios. Never fails on a
// number. Run with `npm run bench`.
import { resolveSportsStreamUrl } from '@jinli/core';
import { SANDBOX_SITE_ID } from '../server/devKeys.ts';
import { type BenchStage, sessionInitScript, startBenchStage } from './benchKit.ts';
import { naiveBoardHtml } from './naiveBoard.ts';

const MATCHES = 2000;
const PER_SECOND = 200;
const SECONDS = 10;
const FRAME_MS = 1000 / 60;

/**
 * Page-side probe (as text: this package type-checks without the DOM library). Every sports stream
 * frame carries the server time it was sent (`at`); after the page handled it, the next frame's paint
 * is taken as its paint (rAF, then a task after the frame), so queueing behind a busy main thread
 * counts. A rAF loop counts frames; a PerformanceObserver collects long tasks.
 */
const PAGE_PROBE = `
  window.__bench = { on: false, longTasks: [], latencies: [], frames: [], messages: 0 };
  new PerformanceObserver((list) => {
    if (!window.__bench.on) return;
    for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  const tick = (t) => { if (window.__bench.on) window.__bench.frames.push(t); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      if (!String(url).includes('/stream/ws/v1/sports')) return;
      this.addEventListener('message', (event) => {
        const b = window.__bench;
        if (!b.on) return;
        const at = Number(/"at":(\\d+)/.exec(String(event.data).slice(0, 80))?.[1]);
        b.messages += 1;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => b.latencies.push(performance.timeOrigin + performance.now() - at);
          channel.port2.postMessage(0);
        });
      });
    }
  };
`;

interface Probe {
  longTasks: number[];
  latencies: number[];
  frames: number[];
  messages: number;
}

interface Figures {
  longTasks: number;
  longTaskMs: number;
  longestMs: number;
  p95: number;
  median: number;
  messages: number;
  framesDropped: number;
  framesPainted: number;
  heapGrowthMb: number;
  domNodes: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

async function control(baseUrl: string, name: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/__sandbox/sports/${name}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

const MIN_PRICES_PER_MATCH = 8;
let pricesPerMatch = 0;

async function measure(stage: BenchStage, naive: boolean): Promise<Figures> {
  const { browser, baseUrl } = stage;
  const session = await stage.client.logIn('demo01', 'demo1234');
  const bench = await control(baseUrl, 'bench', { matches: MATCHES, changesPerSecond: 0 });
  pricesPerMatch = Number(bench.pricesPerMatch);
  if (!(pricesPerMatch >= MIN_PRICES_PER_MATCH))
    throw new Error(
      `the bench board has ${pricesPerMatch} prices per match, fewer than ${MIN_PRICES_PER_MATCH}`,
    );
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript(sessionInitScript(session));
  await page.addInitScript(PAGE_PROBE);
  if (naive) {
    // Same origin as the app, then the baseline page in place of the product.
    await page.goto(`${baseUrl}/__sandbox/health`);
    await page.setContent(
      naiveBoardHtml(resolveSportsStreamUrl('', baseUrl, session.token, SANDBOX_SITE_ID)),
    );
  } else await page.goto(`${baseUrl}/game/sport/crty`);
  await page.locator('.match-row').first().waitFor({ timeout: 60_000 });
  await page.locator('[data-feed="stream"]').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1_000);
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
  };
  const heapBefore = await heap();
  await page.evaluate('window.__bench.on = true');
  await control(baseUrl, 'odds', { changesPerSecond: PER_SECOND });
  await page.waitForTimeout(SECONDS * 1000);
  await control(baseUrl, 'odds', { changesPerSecond: 0 });
  // Let the page drain what it queued, then stop counting.
  await page.waitForTimeout(1_500);
  await page.evaluate('window.__bench.on = false');
  const probe = (await page.evaluate('window.__bench')) as Probe;
  const heapAfter = await heap();
  const domNodes = (await page.evaluate(
    `document.querySelector('.league-list')?.querySelectorAll('*').length ?? 0`,
  )) as number;
  await context.close();
  let dropped = 0;
  for (let i = 1; i < probe.frames.length; i += 1) {
    const gap = (probe.frames[i] ?? 0) - (probe.frames[i - 1] ?? 0);
    dropped += Math.max(0, Math.round(gap / FRAME_MS) - 1);
  }
  return {
    longTasks: probe.longTasks.length,
    longTaskMs: probe.longTasks.reduce((sum, v) => sum + v, 0),
    longestMs: Math.max(0, ...probe.longTasks),
    p95: percentile(probe.latencies, 0.95),
    median: percentile(probe.latencies, 0.5),
    messages: probe.messages,
    framesDropped: dropped,
    framesPainted: probe.frames.length,
    heapGrowthMb: (heapAfter - heapBefore) / 1024 / 1024,
    domNodes,
  };
}

const f1 = (v: number) => v.toFixed(1);
const ratio = (naive: number, fast: number) =>
  fast === 0 ? `${f1(naive)} vs 0 (no ratio)` : `${(naive / fast).toFixed(1)}×`;

function print(label: string, f: Figures) {
  console.log(`  ${label}`);
  console.log(
    `    long tasks > 50 ms:   ${f.longTasks} (total ${f1(f.longTaskMs)} ms, longest ${f1(f.longestMs)} ms)`,
  );
  console.log(
    `    message → paint:      p95 ${f1(f.p95)} ms, median ${f1(f.median)} ms (${f.messages} frames)`,
  );
  console.log(`    frames dropped:       ${f.framesDropped} (${f.framesPainted} painted)`);
  console.log(`    JS heap growth:       ${f1(f.heapGrowthMb)} MB (after GC)`);
  console.log(`    list DOM nodes:       ${f.domNodes}`);
}

async function main() {
  const stage = await startBenchStage('sports flood');
  if (stage === null) return;
  try {
    const fast = await measure(stage, false);
    stage.sandbox.reset();
    const naive = await measure(stage, true);
    console.log(
      `sports flood: ${MATCHES} matches × ${pricesPerMatch} prices, ${PER_SECOND} price changes/s for ${SECONDS} s over the push stream`,
    );
    print('virtualised list, per-cell state', fast);
    print('naive baseline (bench/naiveBoard.ts): whole list from one state object', naive);
    console.log('  naive ÷ virtualised');
    console.log(
      `    long-task time ${ratio(naive.longTaskMs, fast.longTaskMs)}, p95 message → paint ${ratio(naive.p95, fast.p95)}, ` +
        `frames dropped ${ratio(naive.framesDropped, fast.framesDropped)}, DOM nodes ${ratio(naive.domNodes, fast.domNodes)}`,
    );
  } finally {
    await stage.close();
  }
}

await main();
