import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { headerValue } from './http.ts';

/**
 * The security headers of the web app (issue #15), the same set docs/deploy/nginx/jinli.conf sends:
 * a CSP without inline scripts, Trusted Types for script sinks, no framing by other sites, no
 * referrer beyond the origin, no MIME sniffing, and no powerful features.
 */
export interface AppPolicyInput {
  /** Origins the app calls (`apiBase`); the page's own origin is always allowed. */
  connectOrigins: readonly string[];
  /** Socket origins (ws: or wss:) the chat and sports streams use. */
  socketOrigins: readonly string[];
  /** Origins a game frame may show (`gameOrigins` of the runtime config). */
  gameOrigins: readonly string[];
}

const unique = (values: readonly string[]): string[] => [...new Set(values.filter((v) => v !== ''))];

/** The Content-Security-Policy value for the app's documents. */
export function appContentSecurityPolicy(input: AppPolicyInput): string {
  const connect = unique(["'self'", ...input.connectOrigins, ...input.socketOrigins]);
  const frames = unique(["'self'", ...input.gameOrigins]);
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React and the boot screen in index.html set styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    "trusted-types default dompurify 'allow-duplicates'",
  ].join('; ');
}

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), interest-cohort=()';

/** Every header the app's documents and files are served with. */
export function appSecurityHeaders(input: AppPolicyInput): OutgoingHttpHeaders {
  return {
    'Content-Security-Policy': appContentSecurityPolicy(input),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/** Demo game and service pages: framed by this site only, never by another. */
export function framedPageHeaders(): OutgoingHttpHeaders {
  return {
    'Content-Security-Policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'none'",
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** The origin this request was addressed to, as the browser names it (`http://host:port`). */
export function requestOrigin(req: IncomingMessage): string {
  const forwarded = headerValue(req, 'x-forwarded-proto');
  const proto = forwarded === 'https' ? 'https' : 'http';
  return `${proto}://${headerValue(req, 'host') ?? '127.0.0.1'}`;
}

/**
 * Sandbox controls answer only their own pages and tools (issue #15): a browser request from another
 * site (Sec-Fetch-Site other than same-origin/none, or an Origin that is not this host) is refused,
 * so no page on the web can reset the sandbox or inject faults. Tools send neither header.
 */
export function isCrossOriginRequest(req: IncomingMessage): boolean {
  const site = headerValue(req, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = headerValue(req, 'origin');
  if (origin === undefined) return false;
  const host = headerValue(req, 'host');
  if (host === undefined) return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
