// The figures every benchmark reports, collected by `npm run bench` (scripts/bench.mjs) into one
// side-by-side table. A bench prints its own detail as it runs and calls `recordFigure` once per goal
// figure; the runner sets BENCH_RESULTS to a file of JSON lines and prints the table at the end.
// Benchmarks never fail on a number: `met` is reported, not asserted.
import { appendFileSync } from 'node:fs';

export interface Figure {
  /** The bench that measured it, e.g. 'sports flood'. */
  bench: string;
  /** What was measured, e.g. 'p95 message → paint of the changed cell'. */
  name: string;
  /** The measured figure, already formatted with its unit, e.g. '2.4 ms' or '5 of 5 runs'. */
  measured: string;
  /** The goal as the issue states it, e.g. '≤ floor + 3 ms'. */
  goal: string;
  /** Whether the measured figure meets the goal. */
  met: boolean;
  /** The fair baseline measured in the same run, formatted, or '' when the goal has none. */
  baseline: string;
}

export function recordFigure(figure: Figure): void {
  const file = process.env.BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

/** Sorted-copy percentile (nearest rank, p in 0..1); 0 for no values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** Min and median of repeated runs, the way the issue quotes its figures. */
export function minMedian(values: readonly number[]): { min: number; median: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0] ?? 0, median: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0 };
}
