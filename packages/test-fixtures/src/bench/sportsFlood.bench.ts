// Sportsbook flood benchmark (issues #5, #16): the production build in Debian's Chromium (playwright-core)
// against a sandbox it starts itself. The sandbox seeds 2,000 in-play football matches (9 prices each)
// and its push stream sends 200 price changes a second for 10 s. Each run measures four pages on the
// same stream with the same probe (liveProbe.ts):
//   - the product's sportsbook (virtualised list, one store per price, stream frames applied per frame);
//   - the blank-page floor: the same stream into a page with no list (blankBoardHtml);
//   - the fair baseline: a plain React list with React.memo rows (memoBoard.ts, React bundled at bench time);
//   - the naive list (naiveBoard.ts: whole list rebuilt per message), a second, labelled line.
// Half of the changes go to the matches the page shows (issue #27: the sandbox's flood `focus`, the
// gameIds of the odds cells in the viewport, read from each page once it has rendered), so a run paints
// hundreds of changed visible cells, not tens; the blank page gets the product page's matches.
// Figures (issues #16, #27): 0 long tasks in 5 of 5 runs; p95 message → paint of the changed, visible
// cell no more than 3 ms above the blank floor of the same runs, over at least 500 changed visible cells
// per run; scripting (CDP ScriptDuration) no more than 0.5× the React.memo list
// of the same run (median of the runs' ratios). Prints detail per run; never fails on a number.
// BENCH_QUICK=1: one run of 5 s.
import { resolveSportsStreamUrl } from '@jinli/core/contract';
import type { Page } from 'playwright-core';
import { SANDBOX_SITE_ID } from '../server/devKeys.ts';
import { type BenchStage, sessionInitScript, startBenchStage } from './benchKit.ts';
import { minMedian, percentile, recordFigure } from './figures.ts';
import { LIVE_PROBE, type LiveProbe } from './liveProbe.ts';
import { blankBoardHtml, memoBoardHtml } from './memoBoard.ts';
import { naiveBoardHtml } from './naiveBoard.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const RUNS = QUICK ? 1 : 5;
const MATCHES = 2000;
const PER_SECOND = 200;
const SECONDS = QUICK ? 5 : 10;
const FRAME_MS = 1000 / 60;
/** The share of the flood sent to the matches in view. */
const FOCUS_SHARE = 0.5;
/** Changed visible cells each run must paint for the p95 to mean something (issue #27). */
const MIN_CELLS_PER_RUN = 500;
const BENCH = 'sports flood';

type PageKind = 'app' | 'blank' | 'memo' | 'naive';
const LABELS: Record<PageKind, string> = {
  app: 'our sportsbook (virtualised, per-cell stores, per-frame batches)',
  blank: 'blank-page floor (same stream, no list)',
  memo: 'fair baseline: plain React list, React.memo rows (memoBoard.ts)',
  naive: 'naive list, whole list rebuilt per message (naiveBoard.ts)',
};

interface Figures {
  longTasks: number;
  longestMs: number;
  cellP95: number;
  cellSamples: number;
  cellPaint: number[];
  messageP95: number;
  messagePaint: number[];
  messages: number;
  scriptingMs: number;
  framesDropped: number;
  domNodes: number;
}

async function control(baseUrl: string, name: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/__sandbox/sports/${name}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

let pricesPerMatch = 0;
/** The product page's matches in view: the blank page has none of its own. */
let appInView: string[] = [];

/** The gameIds of the odds cells inside the viewport (each cell's data-key starts with its gameId). */
async function matchesInView(page: Page): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const ids = new Set();
    for (const cell of document.querySelectorAll('[data-key]')) {
      const r = cell.getBoundingClientRect();
      if (r.bottom <= 0 || r.top >= innerHeight || r.height === 0) continue;
      try { ids.add(JSON.parse(cell.getAttribute('data-key'))[0]); } catch {}
    }
    return [...ids];
  })()`)) as string[];
}

async function open(stage: BenchStage, page: Page, kind: PageKind, token: string): Promise<void> {
  const streamUrl = resolveSportsStreamUrl('', stage.baseUrl, token, SANDBOX_SITE_ID);
  if (kind === 'app') {
    await page.goto(`${stage.baseUrl}/game/sport/crty`);
    await page.locator('.match-row').first().waitFor({ timeout: 60_000 });
  } else {
    // Same origin as the app, then the page in place of the product.
    await page.goto(`${stage.baseUrl}/__sandbox/health`);
    if (kind === 'blank') await page.setContent(blankBoardHtml(streamUrl));
    else await page.setContent(kind === 'memo' ? await memoBoardHtml(streamUrl) : naiveBoardHtml(streamUrl));
    if (kind !== 'blank') await page.locator('.match-row').first().waitFor({ timeout: 60_000 });
  }
  await page.locator('[data-feed="stream"]').waitFor({ timeout: 30_000 });
}

async function measure(stage: BenchStage, kind: PageKind): Promise<Figures> {
  const { browser, baseUrl } = stage;
  stage.sandbox.reset();
  const session = await stage.client.logIn('demo01', 'demo1234');
  const bench = await control(baseUrl, 'bench', { matches: MATCHES, changesPerSecond: 0 });
  pricesPerMatch = Number(bench.pricesPerMatch);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.addInitScript(sessionInitScript(session));
    await page.addInitScript(LIVE_PROBE);
    await open(stage, page, kind, session.token);
    await page.waitForTimeout(1_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const scripting = async () => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as {
        metrics: { name: string; value: number }[];
      };
      return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
    };
    const inView = kind === 'blank' ? appInView : await matchesInView(page);
    if (kind === 'app') appInView = inView;
    await page.evaluate('window.__bench.on = true');
    const scriptBefore = await scripting();
    await control(baseUrl, 'odds', {
      changesPerSecond: PER_SECOND,
      focus: inView.length > 0 ? { gameIds: inView, share: FOCUS_SHARE } : null,
    });
    await page.waitForTimeout(SECONDS * 1000);
    await control(baseUrl, 'odds', { changesPerSecond: 0, focus: null });
    // Let the page paint what it queued, then stop counting.
    await page.waitForTimeout(1_500);
    const scriptAfter = await scripting();
    await page.evaluate('window.__bench.on = false');
    const probe = (await page.evaluate('window.__bench')) as LiveProbe;
    const domNodes = (await page.evaluate(
      `document.querySelector('.league-list')?.querySelectorAll('*').length ?? 0`,
    )) as number;
    let dropped = 0;
    for (let i = 1; i < probe.frames.length; i += 1) {
      const gap = (probe.frames[i] ?? 0) - (probe.frames[i - 1] ?? 0);
      dropped += Math.max(0, Math.round(gap / FRAME_MS) - 1);
    }
    return {
      longTasks: probe.longTasks.length,
      longestMs: Math.max(0, ...probe.longTasks),
      cellP95: percentile(probe.cellPaint, 0.95),
      cellSamples: probe.cellPaint.length,
      cellPaint: probe.cellPaint,
      messageP95: percentile(probe.messagePaint, 0.95),
      messagePaint: probe.messagePaint,
      messages: probe.messages,
      scriptingMs: scriptAfter - scriptBefore,
      framesDropped: dropped,
      domNodes,
    };
  } finally {
    await context.close();
  }
}

const f1 = (v: number) => v.toFixed(1);

function print(kind: PageKind, f: Figures) {
  const cell =
    kind === 'blank' ? 'no cells' : `p95 ${f1(f.cellP95)} ms over ${f.cellSamples} changed visible cells`;
  console.log(
    `    ${kind.padEnd(5)} long tasks ${f.longTasks} (longest ${f1(f.longestMs)} ms) | cell paint ${cell} | ` +
      `message → next paint p95 ${f1(f.messageP95)} ms (${f.messages} msgs) | scripting ${f1(f.scriptingMs)} ms | ` +
      `frames dropped ${f.framesDropped} | DOM nodes ${f.domNodes}`,
  );
}

async function main() {
  const stage = await startBenchStage(BENCH);
  if (stage === null) return;
  const runs: Record<PageKind, Figures>[] = [];
  try {
    console.log(
      `${BENCH}: ${MATCHES} matches, ${PER_SECOND} price changes/s for ${SECONDS} s over the push stream ` +
        `(${FOCUS_SHARE * 100}% of them to the matches in view), ${RUNS} run(s)`,
    );
    for (const [kind, label] of Object.entries(LABELS)) console.log(`  ${kind.padEnd(5)} ${label}`);
    for (let run = 1; run <= RUNS; run += 1) {
      const figures = {} as Record<PageKind, Figures>;
      for (const kind of ['app', 'blank', 'memo', 'naive'] as const)
        figures[kind] = await measure(stage, kind);
      runs.push(figures);
      console.log(`  run ${run} (${pricesPerMatch} prices per match)`);
      for (const kind of ['app', 'blank', 'memo', 'naive'] as const) print(kind, figures[kind]);
    }
  } finally {
    await stage.close();
  }
  report(runs);
}

function report(runs: Record<PageKind, Figures>[]) {
  const clean = runs.filter((r) => r.app.longTasks === 0).length;
  const memoClean = runs.filter((r) => r.memo.longTasks === 0).length;
  const naiveClean = runs.filter((r) => r.naive.longTasks === 0).length;
  // A run has only tens of changed cells in view, so the p95s pool every run's samples (same runs).
  const pooled = (kind: PageKind, pick: (f: Figures) => number[]) =>
    percentile(
      runs.flatMap((r) => pick(r[kind])),
      0.95,
    );
  const floorP95 = pooled('blank', (f) => f.messagePaint);
  const aboveOf = (kind: PageKind) => pooled(kind, (f) => f.cellPaint) - floorP95;
  const samples = (kind: PageKind) => runs.reduce((n, r) => n + r[kind].cellSamples, 0);
  const fewest = Math.min(...runs.map((r) => r.app.cellSamples));
  const floor = minMedian(runs.map((r) => r.blank.messageP95));
  const scriptRatio = minMedian(runs.map((r) => r.app.scriptingMs / Math.max(1, r.memo.scriptingMs)));
  const naiveRatio = minMedian(runs.map((r) => r.app.scriptingMs / Math.max(1, r.naive.scriptingMs)));
  console.log(`  summary over ${runs.length} run(s) (min / median)`);
  console.log(`    runs without a long task: ours ${clean}, React.memo ${memoClean}, naive ${naiveClean}`);
  console.log(
    `    p95 cell paint above the floor (all runs' samples): ours +${f1(aboveOf('app'))} ms (${samples('app')} cells), ` +
      `React.memo +${f1(aboveOf('memo'))} ms (${samples('memo')}), naive +${f1(aboveOf('naive'))} ms (${samples('naive')}); ` +
      `floor p95 ${f1(floorP95)} ms, per run min / median ${f1(floor.min)} / ${f1(floor.median)} ms`,
  );
  console.log(
    `    scripting, ours ÷ React.memo: ${scriptRatio.min.toFixed(3)} / ${scriptRatio.median.toFixed(3)}×; ` +
      `ours ÷ naive: ${naiveRatio.min.toFixed(2)} / ${naiveRatio.median.toFixed(2)}×`,
  );
  const n = runs.length;
  recordFigure({
    bench: BENCH,
    name: 'runs without a long task',
    measured: `${clean} of ${n}`,
    goal: `${n} of ${n}`,
    met: clean === n,
    baseline: `React.memo ${memoClean} of ${n}; naive ${naiveClean} of ${n}`,
  });
  recordFigure({
    bench: BENCH,
    name: 'p95 message → paint of the changed visible cell, above the blank floor (all runs)',
    measured: `+${f1(aboveOf('app'))} ms (floor ${f1(floorP95)} ms, ${samples('app')} cells, fewest in a run ${fewest})`,
    goal: `≤ +3 ms over ≥ ${MIN_CELLS_PER_RUN} cells per run`,
    met: aboveOf('app') <= 3 && (QUICK || fewest >= MIN_CELLS_PER_RUN),
    baseline: `React.memo +${f1(aboveOf('memo'))} ms; naive +${f1(aboveOf('naive'))} ms`,
  });
  recordFigure({
    bench: BENCH,
    name: 'scripting vs a plain React.memo row list (median of runs)',
    measured: `${scriptRatio.median.toFixed(3)}× (${f1(minMedian(runs.map((r) => r.app.scriptingMs)).median)} ms)`,
    goal: '≤ 0.5×',
    met: scriptRatio.median <= 0.5,
    baseline: `React.memo ${f1(minMedian(runs.map((r) => r.memo.scriptingMs)).median)} ms; naive ${f1(minMedian(runs.map((r) => r.naive.scriptingMs)).median)} ms`,
  });
}

await main();
