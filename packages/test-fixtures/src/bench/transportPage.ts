// The page half of transport.bench.ts. The bench bundles this file with esbuild and runs it in Chromium,
// so what is timed is the shipped adapter code (@jinli/adapters' createCryptoAdapter), not a copy: its
// cipher on SubtleCrypto, and the same adapter with `subtle: null`, i.e. crypto-js (the app fetches it
// by dynamic import; esbuild inlines it here, loaded before timing by the warm-up), which is what a
// plain-http origin gets. Both go through encryptAsync/decryptAsync, the calls the HTTP adapter makes.
import { createCryptoAdapter } from '@jinli/adapters';
import type { CryptoPort } from '@jinli/core';

export type Cipher = 'webcrypto' | 'crypto-js';

export interface Prepared {
  secureContext: boolean;
  crossOriginIsolated: boolean;
  hasSubtle: boolean;
  /** Both paths produced the same cipher text for body and answer, and each opened the other's. */
  sameBytes: boolean;
  answerCipherChars: number;
}

export interface Timings {
  /** Per call: encrypt the request body, then decrypt the answer (ms). */
  call: number[];
  encrypt: number[];
  decrypt: number[];
}

let ports: Record<Cipher, CryptoPort> | undefined;
let body = '';
let answerCipher = '';

async function prepare(keys: { key: string; iv: string }, requestBody: string, answer: string) {
  ports = {
    webcrypto: createCryptoAdapter(keys),
    'crypto-js': createCryptoAdapter(keys, { subtle: null }),
  };
  body = requestBody;
  answerCipher = await ports['crypto-js'].encryptAsync(answer);
  const web = ports.webcrypto;
  const js = ports['crypto-js'];
  const sameBytes =
    (await web.encryptAsync(body)) === (await js.encryptAsync(body)) &&
    (await web.encryptAsync(answer)) === answerCipher &&
    (await web.decryptAsync(answerCipher)) === answer &&
    (await js.decryptAsync(await web.encryptAsync(answer))) === answer;
  const scope = globalThis as { isSecureContext?: boolean; crossOriginIsolated?: boolean };
  const prepared: Prepared = {
    secureContext: scope.isSecureContext === true,
    crossOriginIsolated: scope.crossOriginIsolated === true,
    hasSubtle: globalThis.crypto?.subtle !== undefined,
    sameBytes,
    answerCipherChars: answerCipher.length,
  };
  return prepared;
}

/** `calls` sequential calls, each timed on its own. */
async function run(cipher: Cipher, calls: number): Promise<Timings> {
  const port = ports?.[cipher];
  if (port === undefined) throw new Error('prepare first');
  const timings: Timings = { call: [], encrypt: [], decrypt: [] };
  let sink = 0;
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    sink += (await port.encryptAsync(body)).length;
    const t1 = performance.now();
    sink += (await port.decryptAsync(answerCipher)).length;
    const t2 = performance.now();
    timings.call.push(t2 - t0);
    timings.encrypt.push(t1 - t0);
    timings.decrypt.push(t2 - t1);
  }
  if (sink === 0) throw new Error('nothing was computed');
  return timings;
}

(globalThis as { jinliTransportBench?: unknown }).jinliTransportBench = { prepare, run };
