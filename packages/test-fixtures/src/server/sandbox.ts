import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { brandManifest } from '@jinli/core/contract';
import { renderArt } from '../art/registry.ts';
import { DEFAULT_SEED } from '../seed/seedData.ts';
import { handleApi } from './api.ts';
import { loadSandboxBrand, rebrander, type SandboxBrand, serveBrandArt } from './brands.ts';
import { serveUpload } from './centre/upload.ts';
import { type ChatScheduler, type ChatServer, createChatServer, systemScheduler } from './chat/chatServer.ts';
import { createSiteCipher } from './cipher.ts';
import { handleControl } from './controls.ts';
import { DEV_CIPHER_IV, DEV_CIPHER_KEY, SANDBOX_SITE_ID } from './devKeys.ts';
import { send, sendJson } from './http.ts';
import { demoGamePage } from './routes/gamesPage.ts';
import { createRouteTable, isApiRequest } from './routes/table.ts';
import {
  appSecurityHeaders,
  framedPageHeaders,
  isCrossOriginRequest,
  isForeignHost,
  requestOrigin,
} from './securityHeaders.ts';
import { SERVICE_PAGE } from './servicePage.ts';
import { createSportsStream, type SportsStream } from './sports/sportsStream.ts';
import { createSandboxState, type SandboxState } from './state.ts';
import { sendCompressed, serveWebApp } from './static.ts';

export interface SandboxOptions {
  /** Built web app to serve; default `packages/web/dist`. */
  webDist?: string;
  /** Served as `safeSwitch` in /config.json (default true). The API accepts both forms either way. */
  safeSwitch?: boolean;
  /**
   * Served as `h5Url` in /config.json: the operator's mobile site phones are sent to. Default '' (none):
   * phones stay on the responsive site.
   */
  h5Url?: string;
  /** One line per API request; silent when omitted. */
  log?: (line: string) => void;
  /** Seed of the generated data (default DEFAULT_SEED). */
  seed?: number;
  /**
   * The sandbox clock in epoch ms (default real time): code and captcha lifetimes, the 60 s resend
   * limit, the reset window and the signature age all read it, so tests can move time.
   */
  now?: () => number;
  /** Chat timers (tests pass a manual scheduler) and bot/score cadence; see chat/chatServer.ts. */
  chat?: { scheduler?: ChatScheduler; botIntervalMs?: number; scoreIntervalMs?: number };
  /** The /__sandbox/* controls (default true); false answers them 404 like a real site. */
  controls?: boolean;
  /**
   * Host names (no port) the controls answer besides loopback (`localhost`, `127.0.0.1`, `[::1]`,
   * `*.localhost`); env SANDBOX_HOSTS, comma-separated. Any other Host gets 403 (DNS rebinding, issue #29).
   */
  allowedHosts?: readonly string[];
  /** The brand the site runs as (issue #26, brands.ts); default: the `jinli` folder. */
  brand?: SandboxBrand;
}

export interface Sandbox {
  server: Server;
  /** Resolves with the base URL, e.g. `http://127.0.0.1:8080`. Port 0 picks a free port. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
  /** Back to the seed: data, faults and the request log; chat bots and floods stop, sockets close. */
  reset(): void;
  /** The chat WebSocket server on the same port (issue #7). */
  chat: ChatServer;
  /** The sportsbook's push stream on the same port (issue #5). */
  sportsStream: SportsStream;
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const API_CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, X-API-VERSION, X-API-UUID, X-API-CLIENT, X-API-TOKEN, X-API-REQUEST-ID, X-API-SITE, X-API-SIGN, X-API-SAFE',
  'Access-Control-Max-Age': '600',
};

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const seed = options.seed ?? DEFAULT_SEED;
  const log = options.log ?? (() => {});
  const webDist = options.webDist ?? DEFAULT_WEB_DIST;
  const now = options.now ?? (() => Date.now());
  const startedAt = now();
  let state: SandboxState = createSandboxState(seed, startedAt);
  const chat = createChatServer({ state: () => state, now, siteId: SANDBOX_SITE_ID, log, ...options.chat });
  const sportsStream = createSportsStream({
    state: () => state,
    now,
    siteId: SANDBOX_SITE_ID,
    scheduler: systemScheduler,
  });
  const reset = () => {
    chat.reset();
    sportsStream.drop();
    state = createSandboxState(seed, startedAt);
    // Periodic letters count from the reset, so every test starts with the seeded inbox.
    state.centre.startedAt = now();
    sportsStream.restart();
  };
  const cipher = createSiteCipher(DEV_CIPHER_KEY, DEV_CIPHER_IV);
  const routes = createRouteTable();
  const sandboxBrand = options.brand ?? loadSandboxBrand('jinli');
  const rebrand = rebrander(sandboxBrand.brand);
  const manifest = JSON.stringify(brandManifest(sandboxBrand.brand));
  const runtimeConfig = {
    apiBase: '',
    wsUrl: '',
    siteId: SANDBOX_SITE_ID,
    safeSwitch: options.safeSwitch ?? true,
    cipherKey: DEV_CIPHER_KEY,
    cipherIv: DEV_CIPHER_IV,
    version: '1.0.0',
    theme: 'light',
    brand: sandboxBrand.brand,
    h5Url: options.h5Url ?? '',
    sandbox: true,
    // Letters and replies show pictures from this origin only (issue #29).
    imageOrigins: [] as string[],
  };
  const apiDeps = { cipher, siteId: SANDBOX_SITE_ID, routes, state: () => state, log, now, rebrand };
  const controlDeps = { state: () => state, reset, startedAt, now, chat, sportsStream };
  const controlsOn = options.controls ?? true;
  const allowedHosts = options.allowedHosts ?? [];

  const setHeaders = (res: ServerResponse, headers: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value as string);
  };

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Prefixing keeps a path such as //host/x from being read as an authority.
    const url = new URL(`http://sandbox.local${req.url ?? '/'}`);
    const method = req.method ?? 'GET';
    const { pathname } = url;
    const isApi = pathname.startsWith('/x/') || isApiRequest(method, pathname);
    if (isApi && method === 'OPTIONS') {
      res.writeHead(204, API_CORS_HEADERS).end();
      return;
    }
    if (isApi) {
      for (const [name, value] of Object.entries(API_CORS_HEADERS)) res.setHeader(name, value);
      await handleApi(req, res, url, apiDeps);
      return;
    }
    if (pathname.startsWith('/__sandbox/')) {
      if (!controlsOn) {
        send(res, 404, 'text/plain; charset=utf-8', 'Not Found');
        return;
      }
      if (isCrossOriginRequest(req)) {
        sendJson(res, 403, { ok: false, error: 'sandbox controls answer same-origin requests only' });
        return;
      }
      if (isForeignHost(req, allowedHosts)) {
        sendJson(res, 403, { ok: false, error: 'sandbox controls answer loopback or SANDBOX_HOSTS only' });
        return;
      }
      await handleControl(req, res, url, controlDeps);
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      send(res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const origin = requestOrigin(req);
    if (pathname === '/config.json') {
      // The sandbox's games are served from its own origin, so that is the one game origin it lists.
      sendJson(res, 200, { ...runtimeConfig, gameOrigins: [origin] });
      return;
    }
    if (pathname.startsWith('/sandbox-service') || pathname.startsWith('/sandbox-game/')) {
      setHeaders(res, framedPageHeaders());
    } else if (!pathname.startsWith('/sandbox-art/')) {
      const socket = origin.replace(/^http/, 'ws');
      setHeaders(
        res,
        appSecurityHeaders({ connectOrigins: [], socketOrigins: [socket], gameOrigins: [origin] }),
      );
    }
    if (pathname === '/sandbox-service') {
      send(res, 200, 'text/html; charset=utf-8', rebrand(SERVICE_PAGE), { 'Cache-Control': 'no-cache' });
      return;
    }
    if (serveBrandArt(res, pathname, sandboxBrand)) return;
    if (pathname === '/manifest.webmanifest') {
      send(res, 200, 'application/manifest+json', manifest, { 'Cache-Control': 'no-cache' });
      return;
    }
    if (pathname.startsWith('/sandbox-game/')) {
      const page = demoGamePage(pathname);
      if (page === null) send(res, 404, 'text/plain; charset=utf-8', 'Not Found');
      else send(res, 200, 'text/html; charset=utf-8', page, { 'Cache-Control': 'no-cache' });
      return;
    }
    const art = /^\/sandbox-art\/([a-z0-9-]+)\.svg$/.exec(pathname);
    if (art !== null || pathname.startsWith('/sandbox-art/')) {
      const svg = art?.[1] === undefined ? null : renderArt(art[1]);
      if (svg === null) send(res, 404, 'text/plain; charset=utf-8', 'Not Found');
      else
        sendCompressed(res, 'image/svg+xml', Buffer.from(svg, 'utf8'), {
          'Cache-Control': 'public, max-age=3600',
        });
      return;
    }
    if (serveUpload(req, res, pathname, state)) return;
    // index.html as built, as any static host sends it (issue #26: the build paints the home shell).
    await serveWebApp(res, pathname, webDist);
  }

  const server = createServer((req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    dispatch(req, res).catch((error: unknown) => {
      log(
        `sandbox error on ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal Server Error');
      else res.destroy();
    });
  });

  chat.attach(server);
  sportsStream.attach(server);

  return {
    server,
    reset,
    chat,
    sportsStream,
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve(`http://${shownHost}:${address.port}`);
        });
      });
    },
    close() {
      return new Promise((resolve, reject) => {
        chat.close();
        sportsStream.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
