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
  /** Origins pictures may come from besides the site (`imageOrigins`; issue #29: no tracking pixels). */
  imageOrigins?: readonly string[];
}

const unique = (values: readonly string[]): string[] => [...new Set(values.filter((v) => v !== ''))];

/** The Content-Security-Policy value for the app's documents. */
export function appContentSecurityPolicy(input: AppPolicyInput): string {
  const connect = unique(["'self'", ...input.connectOrigins, ...input.socketOrigins]);
  const frames = unique(["'self'", ...input.gameOrigins]);
  const images = unique(["'self'", 'data:', 'blob:', ...(input.imageOrigins ?? [])]);
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React and the boot screen in index.html set styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
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

/** Host names the controls answer by default: loopback only (issue #29). */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** The name part of a Host header value (`127.0.0.1:8080` → `127.0.0.1`, `[::1]:80` → `[::1]`), lower case. */
export function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  const colon = value.lastIndexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/**
 * DNS rebinding (issue #29): a page on a name the attacker controls that resolves to this machine sends
 * its own name in Host and a matching Origin, so the Origin check alone lets it through. The controls
 * therefore answer only a Host naming loopback or one of `allowedHosts` (SANDBOX_HOSTS); a request
 * without Host is refused too.
 */
export function isForeignHost(req: IncomingMessage, allowedHosts: readonly string[] = []): boolean {
  const host = headerValue(req, 'host');
  if (host === undefined || host === '') return true;
  const name = hostName(host);
  if (name.endsWith('.localhost')) return false;
  return ![...LOOPBACK_HOSTS, ...allowedHosts.map((allowed) => allowed.toLowerCase())].includes(name);
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
