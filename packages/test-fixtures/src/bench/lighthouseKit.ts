// What the Lighthouse bench needs besides Lighthouse itself: the production server started exactly as
// `npm start` starts it (scripts/start.mjs in a child process, so whatever that server does — compression,
// caching, inlined config — is what gets measured), a fresh Debian Chromium per run (own temporary
// profile) with its DevTools port open for Lighthouse, and localStorage seeded in that Chromium's profile
// over the DevTools protocol without loading the app (so the measured run still starts with a cold cache).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { CHROMIUM_ARGS } from './benchKit.ts';
import { nextBenchPort } from './benchPorts.ts';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

// The flags TOOLCHAIN.md verified (benchKit.ts), plus new headless: no sandbox as root, no GPU, and no
// background traffic on a closed network, no first-run or default-browser prompts, no throttling of
// background tabs (the quiet-profile flags Lighthouse's own launcher uses).
const CHROMIUM_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  '--no-default-browser-check',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-client-side-phishing-detection',
  '--metrics-recording-only',
  '--mute-audio',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-features=Translate,OptimizationHints,MediaRouter,RenderDocument',
  // The production path (deployKit.ts) serves HTTPS with a certificate made for this run.
  '--ignore-certificate-errors',
];

export interface StartServer {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * `node scripts/start.mjs` on the next port from BENCH_PORT (the production build must exist), resolved once
 * /config.json answers. Its log is kept quiet and printed only when it fails to start.
 */
export async function startProductionServer(env: Record<string, string> = {}): Promise<StartServer> {
  const port = await nextBenchPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit');
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${baseUrl}/config.json`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { baseUrl, close };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await close();
  throw new Error(`start server did not answer on ${baseUrl}:\n${log}`);
}

export interface LaunchedChromium {
  /** The DevTools port: Lighthouse's `port` flag. */
  port: number;
  close(): Promise<void>;
}

/** A fresh Chromium with its own temporary profile and its DevTools port open, on about:blank. */
export async function launchChromium(chromePath: string): Promise<LaunchedChromium> {
  const port = await nextBenchPort();
  const profile = mkdtempSync(join(tmpdir(), 'jinli-lh-chromium-'));
  const child = spawn(
    chromePath,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const exited = once(child, 'exit');
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes can still write to the profile for a moment after the browser exits.
    // A profile that will not go is left in the temp folder: the run's figures are already taken.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.log(`         note: could not remove the Chromium profile ${profile} (${String(error)})`);
    }
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { port, close };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await close();
  throw new Error(`Chromium at ${chromePath} did not open its DevTools port`);
}

/** One DevTools session on a page target: send a command, wait for an event. */
function cdpSession(socket: WebSocket) {
  let nextId = 0;
  const replies = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  const waiters = new Map<string, () => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; method?: string; error?: unknown };
    if (message.id !== undefined) replies.get(message.id)?.(message);
    if (message.method) waiters.get(message.method)?.();
  });
  return {
    send(method: string, params: object = {}): Promise<unknown> {
      nextId += 1;
      const id = nextId;
      return new Promise((resolve, reject) => {
        replies.set(id, (message) =>
          message.error
            ? reject(new Error(`${method}: ${JSON.stringify(message.error)}`))
            : resolve(message.result),
        );
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    next(event: string): Promise<void> {
      return new Promise((resolve) => waiters.set(event, resolve));
    },
  };
}

/**
 * Writes `items` into the localStorage of `origin` in the Chromium on `port`: a throwaway tab opens
 * `origin + path` (by default a small same-origin document that is not the app, /config.json), waits until
 * `ready` (a page expression) holds if given, sets the items, reads them back and closes. Lighthouse's
 * default storage reset leaves localStorage alone.
 */
export async function seedLocalStorage(
  port: number,
  origin: string,
  items: Record<string, string>,
  path = '/config.json',
  ready?: string,
): Promise<void> {
  const devtools = `http://127.0.0.1:${port}`;
  const target = (await (await fetch(`${devtools}/json/new?about:blank`, { method: 'PUT' })).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await once(socket, 'open');
  try {
    const cdp = cdpSession(socket);
    await cdp.send('Page.enable');
    const loaded = cdp.next('Page.loadEventFired');
    await cdp.send('Page.navigate', { url: origin + path });
    await loaded;
    for (let waited = 0; ready !== undefined; waited += 100) {
      const state = (await cdp.send('Runtime.evaluate', { expression: ready, returnByValue: true })) as {
        result: { value?: unknown };
      };
      if (state.result.value === true) break;
      if (waited >= 15_000) throw new Error(`${origin + path} never got ready (${ready})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const expression =
      `(() => { const items = ${JSON.stringify(items)};` +
      ' for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);' +
      ' return Object.keys(items).every((k) => localStorage.getItem(k) === items[k]); })()';
    const answer = (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })) as {
      result: { value?: unknown };
    };
    if (answer.result.value !== true) throw new Error(`localStorage of ${origin} was not written`);
  } finally {
    socket.close();
    await fetch(`${devtools}/json/close/${target.id}`).catch(() => undefined);
  }
}
