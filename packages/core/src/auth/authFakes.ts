// Test support for the auth machines: in-memory ports (core tests cannot import adapters).
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../api/apiError.ts';
import type { Endpoint } from '../api/endpoint.ts';
import type { ClockPort, TimerHandle } from '../ports/clock.ts';
import type { CryptoPort } from '../ports/crypto.ts';
import type { DeviceVaultPort } from '../ports/deviceVault.ts';
import type { HttpPort } from '../ports/http.ts';
import type { StoragePort } from '../ports/storage.ts';
import { createAuthActors } from './authActors.ts';
import { provideAuthMachines } from './authDialog.selectors.ts';
import type { AuthEmitted } from './authMessages.ts';

type Handler = (payload: Record<string, unknown>) => unknown;

export interface FakeHttp extends HttpPort {
  calls: { path: string; payload: Record<string, unknown> }[];
  on(endpoint: Endpoint<never, unknown, boolean> | { path: string }, handler: Handler): void;
  callsTo(endpoint: { path: string }): Record<string, unknown>[];
}

/** A failed envelope as the HTTP adapter raises it. */
export function resultError(code: number, message: string, data?: unknown): ApiError {
  return new ApiError({
    kind: 'result',
    path: '/test',
    message,
    code,
    envelope: { status_code: code, data, message },
  });
}

export function createFakeHttp(): FakeHttp {
  const handlers = new Map<string, Handler>();
  const calls: FakeHttp['calls'] = [];
  return {
    calls,
    on(endpoint, handler) {
      handlers.set(endpoint.path, handler);
    },
    callsTo: (endpoint) => calls.filter((call) => call.path === endpoint.path).map((call) => call.payload),
    async call(endpoint, payload) {
      const body = (payload ?? {}) as Record<string, unknown>;
      calls.push({ path: endpoint.path, payload: body });
      const handler = handlers.get(endpoint.path);
      if (!handler) throw new Error(`no fake for ${endpoint.path}`);
      // biome-ignore lint/suspicious/noExplicitAny: the fake answers whatever the test scripted.
      return handler(body) as any;
    },
  };
}

export function createMemoryStorage(): StoragePort & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    keys: () => [...data.keys()],
  };
}

const fakeDecrypt = (cipher: string): string => {
  const match = /^enc\((.*)\)$/s.exec(cipher);
  if (!match) throw new Error('not ours');
  return match[1] ?? '';
};

/** Reversible stand-ins so tests can read what was "hashed" and "encrypted". */
export const fakeCrypto: CryptoPort = {
  md5: (text) => `md5(${text})`,
  encryptAsync: async (plain) => `enc(${plain})`,
  decryptAsync: async (cipher) => fakeDecrypt(cipher),
};

/** A stand-in device vault: reversible, so tests can read what was sealed. */
export const fakeVault: DeviceVaultPort = {
  seal: async (plain) => `sealed(${plain})`,
  open: async (sealed) => {
    const match = /^sealed\((.*)\)$/s.exec(sealed);
    if (!match) throw new Error('not sealed here');
    return match[1] ?? '';
  },
};

export const fixedClock = (now: number): ClockPort => ({
  now: () => now,
  after: () => 0 as unknown as TimerHandle,
  cancelAfter: () => undefined,
  repeat: () => 0 as unknown as TimerHandle,
  cancelRepeat: () => undefined,
});

export const NOW = 1_760_000_000_000;

/** A started dialog actor over fakes, with every emitted event recorded. */
export function startAuthDialog(options: {
  http: FakeHttp;
  storage?: StoragePort;
  clock?: SimulatedClock;
  vault?: DeviceVaultPort | undefined;
}) {
  const storage = options.storage ?? createMemoryStorage();
  let ids = 0;
  const actors = createAuthActors({
    http: options.http,
    crypto: fakeCrypto,
    storage,
    clock: fixedClock(NOW),
    vault: 'vault' in options ? options.vault : fakeVault,
    version: '1.0.0',
    origin: () => 'https://jinli.test',
    newId: () => `id-${++ids}`,
  });
  const clock = options.clock ?? new SimulatedClock();
  const actor = createActor(provideAuthMachines(actors), { clock });
  const emitted: AuthEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, storage, clock };
}

/** Moves a SimulatedClock second by second, as a real clock would fire one-second delays. */
export function advanceSeconds(clock: SimulatedClock, seconds: number): void {
  for (let i = 0; i < seconds; i += 1) clock.increment(1000);
}

/** Lets resolved fake calls reach the machines. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

export { waitFor };
