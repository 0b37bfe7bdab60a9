// Transport benchmark (issue #16): what one encrypted call costs the page in Debian's Chromium. The
// request body of a list call is encrypted and its 26 KB answer decrypted, per call, with the shipped
// adapter code bundled for the page (transportPage.ts, esbuild): the async cipher on WebCrypto
// (SubtleCrypto AES-CBC) against crypto-js in the same page, the fair baseline and what plain-http
// origins still use. Many calls, interleaved rounds, min / median / p95 per call and the ratio. The page
// is cross-origin isolated so performance.now() is fine-grained (5 µs, not 100 µs). Never fails on a
// number. Run with `npm run bench` (BENCH_QUICK=1 for a short check).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { DEV_CIPHER_IV, DEV_CIPHER_KEY } from '../server/devKeys.ts';
import { startBenchStage } from './benchKit.ts';
import { minMedian, percentile, recordFigure } from './figures.ts';
import type { Cipher, Prepared, Timings } from './transportPage.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const ROUNDS = QUICK ? 2 : 10;
const CALLS_PER_ROUND = QUICK ? 100 : 300;
const WARM_UP_CALLS = QUICK ? 50 : 300;
const ANSWER_BYTES = 26 * 1024;
const GOAL_MS = 0.5;
const CIPHERS: readonly Cipher[] = ['webcrypto', 'crypto-js'];

/** The body of a records list call, as the bet-records screen sends it. */
const REQUEST_BODY = JSON.stringify({
  pageNum: 1,
  pageSize: 50,
  gameType: 'SPORTS',
  startTime: '2026-11-17 00:00:00',
  endTime: '2026-11-24 23:59:59',
});

/** A list answer of about 26 KB of UTF-8 JSON: an envelope around bet-record rows with Chinese text. */
function listAnswer(bytes: number): string {
  const venues = ['星芒体育', '枫桥竞技', '玄湖真人', '锦鲤棋牌', '云海电竞'];
  const rows: unknown[] = [];
  const text = (count: number) =>
    JSON.stringify({
      status_code: 6000,
      message: '',
      data: { pageNum: 1, pageSize: count, total: 1280, list: rows.slice(0, count) },
    });
  for (let i = 0; ; i++) {
    rows.push({
      orderNo: `T${String(100000 + i).padStart(9, '0')}`,
      venueName: venues[i % venues.length],
      gameName: `${['足球', '篮球', '网球'][i % 3]} · ${['枫桥竞技 vs 玄湖联', '金陵队 vs 锦城队'][i % 2]}`,
      betContent: `全场让球 主队 -0.5 @ ${(0.8 + (i % 20) / 100).toFixed(2)}`,
      betAmount: `${(10 + (i % 7) * 15).toFixed(2)}`,
      validAmount: `${(10 + (i % 7) * 15).toFixed(2)}`,
      winLoss: i % 3 === 0 ? `-${(10 + (i % 7) * 15).toFixed(2)}` : `${(8 + (i % 9)).toFixed(2)}`,
      status: i % 4 === 0 ? '未结算' : '已结算',
      betTime: `2026-11-${String(17 + (i % 7)).padStart(2, '0')} 1${i % 10}:2${i % 6}:0${i % 10}`,
    });
    if (Buffer.byteLength(text(rows.length)) > bytes) return text(rows.length - 1);
  }
}

async function pageBundle(): Promise<string> {
  const entry = fileURLToPath(new URL('./transportPage.ts', import.meta.url));
  // Minified for a modern Chromium, like the production build.
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

interface Series {
  call: number[];
  encrypt: number[];
  decrypt: number[];
}

const f = (ms: number) => `${ms.toFixed(3)} ms`;
const summary = (values: number[]) => {
  const { min, median } = minMedian(values);
  return { min, median, p95: percentile(values, 0.95) };
};

async function main() {
  const stage = await startBenchStage('transport');
  if (stage === null) return;
  const { baseUrl, browser } = stage;
  try {
    const bundle = await pageBundle();
    const answer = listAnswer(ANSWER_BYTES);
    const pageUrl = `${baseUrl}/__bench/transport`;
    const page = await browser.newPage();
    // A same-origin page of the sandbox (a secure context, like https or localhost), served by the bench
    // itself, cross-origin isolated for a 5 µs clock.
    await page.route(pageUrl, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        headers: {
          'Cross-Origin-Opener-Policy': 'same-origin',
          'Cross-Origin-Embedder-Policy': 'require-corp',
        },
        body: '<!doctype html><meta charset="utf-8"><title>transport bench</title>',
      }),
    );
    await page.goto(pageUrl);
    await page.addScriptTag({ content: bundle });
    const prepared = (await page.evaluate(
      ([keys, body, text]) =>
        // biome-ignore lint/suspicious/noExplicitAny: the page global set by the bundle
        (globalThis as any).jinliTransportBench.prepare(keys, body, text),
      [{ key: DEV_CIPHER_KEY, iv: DEV_CIPHER_IV }, REQUEST_BODY, answer] as const,
    )) as Prepared;
    const version = browser.version();
    console.log(
      `Chromium ${version}; page bundle ${(bundle.length / 1024).toFixed(1)} KB; answer ${Buffer.byteLength(answer)} B ` +
        `UTF-8 JSON (${prepared.answerCipherChars} base64 chars sealed), request body ${REQUEST_BODY.length} B`,
    );
    console.log(
      `secure context ${prepared.secureContext}, SubtleCrypto ${prepared.hasSubtle}, cross-origin isolated ` +
        `${prepared.crossOriginIsolated}; same bytes both ways: ${prepared.sameBytes ? 'yes' : 'NO'}`,
    );
    if (!prepared.hasSubtle || !prepared.sameBytes)
      console.log('transport: WebCrypto path unusable, figures below are not meaningful');

    const runIn = (cipher: Cipher, calls: number) =>
      page.evaluate(
        // biome-ignore lint/suspicious/noExplicitAny: the page global set by the bundle
        ([name, n]) => (globalThis as any).jinliTransportBench.run(name, n),
        [cipher, calls] as const,
      ) as Promise<Timings>;

    for (const cipher of CIPHERS) await runIn(cipher, WARM_UP_CALLS);
    const series: Record<Cipher, Series> = {
      webcrypto: { call: [], encrypt: [], decrypt: [] },
      'crypto-js': { call: [], encrypt: [], decrypt: [] },
    };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which goes first so neither always runs on a warmer or a busier machine.
      const order = round % 2 === 0 ? CIPHERS : [...CIPHERS].reverse();
      for (const cipher of order) {
        const t = await runIn(cipher, CALLS_PER_ROUND);
        series[cipher].call.push(...t.call);
        series[cipher].encrypt.push(...t.encrypt);
        series[cipher].decrypt.push(...t.decrypt);
      }
    }

    const calls = ROUNDS * CALLS_PER_ROUND;
    console.log(
      `${calls} calls per cipher in ${ROUNDS} interleaved rounds (after ${WARM_UP_CALLS} warm-up calls each)`,
    );
    const stats = {} as Record<Cipher, ReturnType<typeof summary>>;
    for (const cipher of CIPHERS) {
      const s = series[cipher];
      stats[cipher] = summary(s.call);
      const { min, median, p95 } = stats[cipher];
      console.log(
        `  ${cipher.padEnd(9)} per call min ${f(min)}, median ${f(median)}, p95 ${f(p95)} ` +
          `(median encrypt body ${f(summary(s.encrypt).median)}, decrypt answer ${f(summary(s.decrypt).median)})`,
      );
    }
    const web = stats.webcrypto;
    const js = stats['crypto-js'];
    const ratio = web.median / js.median;
    console.log(
      `  ratio WebCrypto / crypto-js (median): ${ratio.toFixed(2)}x (${(js.median / web.median).toFixed(1)}x faster)`,
    );

    recordFigure({
      bench: 'transport',
      name: 'encrypted 26 KB call in Chromium (encrypt body + decrypt answer), WebCrypto median (min, p95)',
      measured: `${f(web.median)} (${f(web.min)}, p95 ${f(web.p95)})`,
      goal: `≤ ${GOAL_MS} ms per encrypted 26 KB call`,
      met: prepared.sameBytes && web.median <= GOAL_MS,
      baseline: `crypto-js in the same page: ${f(js.median)} (${f(js.min)}, p95 ${f(js.p95)}); ratio ${ratio.toFixed(2)}x`,
    });
  } finally {
    await stage.close();
  }
}

await main();
