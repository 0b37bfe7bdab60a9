// Ports for the benches. A shared machine cannot pin a port it picks at random (`listen(0)`), so every
// server and DevTools port a bench opens comes from BENCH_PORT (a base, default 8700), counting up from
// there: the first free port at or above the last one handed out. `npm run bench -- --help` says so.
import { once } from 'node:events';
import { createServer } from 'node:net';

export const DEFAULT_BENCH_PORT = 8700;
/** How far above the base the benches may count before giving up (each bench uses a handful). */
const SPAN = 200;

function basePort(): number {
  const raw = process.env.BENCH_PORT;
  if (raw === undefined || raw === '') return DEFAULT_BENCH_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1024 || port > 65535 - SPAN) {
    throw new Error(`BENCH_PORT must be a whole number from 1024 to ${65535 - SPAN}, got "${raw}"`);
  }
  return port;
}

async function isFree(port: number): Promise<boolean> {
  const probe = createServer();
  probe.once('error', () => {});
  probe.listen(port, '127.0.0.1');
  const outcome = await Promise.race([
    once(probe, 'listening').then(() => true),
    once(probe, 'error').then(() => false),
  ]);
  if (outcome) {
    probe.close();
    await once(probe, 'close');
  }
  return outcome;
}

let next: number | null = null;

/** The next free port counting up from BENCH_PORT; never the same port twice in one process. */
export async function nextBenchPort(): Promise<number> {
  const base = basePort();
  if (next === null) next = base;
  while (next < base + SPAN) {
    const port = next;
    next += 1;
    if (await isFree(port)) return port;
  }
  throw new Error(
    `no free port from BENCH_PORT=${base} to ${base + SPAN - 1}; set BENCH_PORT to another base`,
  );
}
