import { runtimeConfigSchema, StorageKey } from '@jinli/core/contract';
import { ContainerModule } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../clock/manualClock.ts';
import { createFakeFetch, envelope, TEST_KEYS, testCrypto } from '../http/testServer.ts';
import { BuiltCapabilities, CapabilityTokens } from './capabilityModules.ts';
import { createNodeJinli } from './createNodeJinli.ts';
import { HostTokens, typed } from './hostTokens.ts';

const config = runtimeConfigSchema.parse({
  siteId: 'site-9',
  cipherKey: TEST_KEYS.key,
  cipherIv: TEST_KEYS.iv,
  safeSwitch: false,
});
const ORIGIN = 'https://www.jinli.test';

/** A Node host whose calls go to a recording fetch, plus the caller's own overrides. */
function host(...overrides: ContainerModule[]) {
  const server = createFakeFetch(() => envelope(6000, { ip: '203.0.113.7' }));
  const fetchModule = new ContainerModule(({ rebind }) => {
    typed(rebind)(HostTokens.Fetch).toConstantValue(server.fetch);
  });
  const built = createNodeJinli(config, {
    WebSocket: null,
    origin: ORIGIN,
    modules: [fetchModule, ...overrides],
  });
  return { ...built, server };
}

const encrypted = (url: string) => new URL(url).pathname.startsWith('/x/');

describe('createNodeJinli', () => {
  it('wires the engine to the host transport: calls go to the origin, signed', async () => {
    const { engine, server } = host();
    await engine.site.loadPreInfo();
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.url.startsWith(ORIGIN)).toBe(true);
    expect(encrypted(request?.url ?? '')).toBe(false);
    expect(request?.headers.get('X-API-SITE')).toBe('site-9');
  });

  it('applies the stored safeSwitch override, like a browser host', async () => {
    const { engine, server, get } = host();
    get(HostTokens.Storage).set(StorageKey.safeSwitch, '1');
    await engine.site.loadPreInfo();
    expect(encrypted(server.requests[0]?.url ?? '')).toBe(true);
  });

  it('lets a test rebind a policy: safeSwitch off whatever is stored', async () => {
    const off = new ContainerModule(({ rebind }) => {
      typed(rebind)(HostTokens.SafeSwitch).toConstantValue(() => false);
    });
    const { engine, server, get } = host(off);
    get(HostTokens.Storage).set(StorageKey.safeSwitch, '1');
    await engine.site.loadPreInfo();
    expect(encrypted(server.requests[0]?.url ?? '')).toBe(false);
  });

  it('lets a test rebind the clock: the request signature carries its time', async () => {
    const clock = createManualClock(1_700_000_000_000);
    const manual = new ContainerModule(({ rebind }) => {
      typed(rebind)(HostTokens.Clock).toConstantValue(clock);
    });
    const { engine, server } = host(manual);
    await engine.site.loadPreInfo();
    const sign = server.requests[0]?.headers.get('X-API-SIGN') ?? '';
    expect(JSON.parse(testCrypto.decrypt(sign)).timestamp).toBe(1_700_000_000_000);
  });

  it("ends the session through the engine on a 6001 (a visitor's call: nothing to end, the login asked)", async () => {
    const { engine } = host(
      new ContainerModule(({ rebind }) => {
        typed(rebind)(HostTokens.Fetch).toConstantValue(
          createFakeFetch(() => envelope(6001, null, '请重新登录')).fetch,
        );
      }),
    );
    const expired: boolean[] = [];
    engine.sessionEvents.on('expired', ({ hadToken }) => expired.push(hadToken));
    await engine.site.loadPreInfo();
    expect(expired).toEqual([false]);
  });

  it("lets a test rebind the clock: the engine's own timers run on it (register=1 opens after 500 ms)", async () => {
    const clock = createManualClock(1_700_000_000_000);
    const { engine } = host(
      new ContainerModule(({ rebind }) => {
        typed(rebind)(HostTokens.Clock).toConstantValue(clock);
      }),
    );
    const after = vi.spyOn(clock, 'after');
    engine.start({ url: `${ORIGIN}/?register=1` });
    expect(after).toHaveBeenCalledWith(expect.any(Function), 500);
    clock.advance(499);
    await Promise.resolve();
    expect(engine.authView.getSnapshot()).toBeNull();
    clock.advance(1);
    await vi.waitFor(() => expect(engine.authView.getSnapshot()).toBe('register'));
  });

  it('builds each lazy capability from its own module, loaded as an async module on first use', async () => {
    const { engine, container, get } = host();
    expect(container.isBound(CapabilityTokens.siteContent)).toBe(true);
    expect(container.isBound(BuiltCapabilities.siteContent)).toBe(false);
    expect(engine.siteContent.getSnapshot().status).toBe('idle');
    const built = await engine.siteContent.get();
    expect(get(BuiltCapabilities.siteContent)).toBe(built);
    expect(engine.siteContent.getSnapshot().data).toBe(built);
  });

  it("lets a test rebind a capability's module: the engine builds the test's one", async () => {
    const fake = { subscribe: () => () => undefined, getSnapshot: () => 'fake' };
    const { engine } = host(
      new ContainerModule(({ rebind }) => {
        typed(rebind)(CapabilityTokens.showcase).toConstantValue(
          () => async () => fake as unknown as Awaited<ReturnType<typeof engine.showcase.get>>,
        );
      }),
    );
    expect(await engine.showcase.get()).toBe(fake);
  });
});
