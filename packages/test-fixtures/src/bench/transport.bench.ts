// Transport benchmark: the browser's HTTP adapter (crypto-js cipher, ky) against the real sandbox
// (node:crypto) on loopback. Prints figures; asserts nothing. Run with `npm run bench`.
import { createCryptoAdapter, createHttpAdapter, createSystemClock } from '@jinli/adapters';
import { api } from '@jinli/core';
import { DEV_CIPHER_IV, DEV_CIPHER_KEY, SANDBOX_SITE_ID } from '../server/devKeys.ts';
import { createSandbox } from '../server/sandbox.ts';

const CIPHER_ROUNDS = 2_000;
const CALLS = 400;

function time<T>(run: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = run();
  return { result, ms: performance.now() - started };
}

async function main() {
  const crypto = createCryptoAdapter({ key: DEV_CIPHER_KEY, iv: DEV_CIPHER_IV });
  const payload = JSON.stringify({
    list: Array.from({ length: 20 }, (_, i) => ({
      id: i,
      title: `公告标题 ${i}`,
      content: '系统维护通知'.repeat(4),
    })),
  });
  const cipher = time(() => {
    for (let i = 0; i < CIPHER_ROUNDS; i += 1) crypto.decrypt(crypto.encrypt(payload));
  });
  console.log(
    `cipher: ${CIPHER_ROUNDS} encrypt+decrypt of ${payload.length} chars in ${cipher.ms.toFixed(0)} ms ` +
      `(${((cipher.ms * 1000) / CIPHER_ROUNDS).toFixed(1)} µs per round trip)`,
  );

  const sandbox = createSandbox({ log: () => {} });
  const base = await sandbox.listen(0, '127.0.0.1');
  try {
    for (const safe of [true, false]) {
      const http = createHttpAdapter({
        apiBase: base,
        siteId: SANDBOX_SITE_ID,
        version: '1.0.0',
        safeSwitch: () => safe,
        crypto,
        clock: createSystemClock(),
        uniqueId: () => 'bench-device',
        getToken: () => null,
        getClientIp: () => '127.0.0.1',
      });
      // preInfo is not cached, so every call crosses the wire.
      await http.call(api.configuration.preInfo, {});
      const latencies: number[] = [];
      const started = performance.now();
      for (let i = 0; i < CALLS; i += 1) {
        const t0 = performance.now();
        await http.call(api.configuration.preInfo, {});
        latencies.push(performance.now() - t0);
      }
      const total = performance.now() - started;
      latencies.sort((a, b) => a - b);
      const p = (q: number) =>
        latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
      console.log(
        `transport (safeSwitch ${safe ? 'on ' : 'off'}): ${CALLS} sequential calls, ` +
          `${((CALLS * 1000) / total).toFixed(0)} calls/s, p50 ${p(0.5).toFixed(2)} ms, p95 ${p(0.95).toFixed(2)} ms`,
      );
    }
  } finally {
    await sandbox.close();
  }
}

await main();
