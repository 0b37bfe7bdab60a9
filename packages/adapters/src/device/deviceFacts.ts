/** What the fingerprint and the mobile check read from the browser; injectable for tests. */
export interface DeviceFacts {
  userAgent: string;
  language: string;
  timeZone: string;
  hardwareConcurrency: number;
  maxTouchPoints: number;
  screen: { width: number; height: number; colorDepth: number } | null;
  /** Unmasked graphics vendor and renderer, or null without WebGL. */
  graphics: { vendor: string; renderer: string } | null;
}

/** WEBGL_debug_renderer_info constants (the extension object may be missing in some browsers). */
const UNMASKED_VENDOR_WEBGL = 0x9245;
const UNMASKED_RENDERER_WEBGL = 0x9246;

function readGraphics(): DeviceFacts['graphics'] {
  try {
    const canvas = globalThis.document?.createElement('canvas');
    const gl = canvas?.getContext('webgl') ?? canvas?.getContext('experimental-webgl');
    if (!gl || !('getParameter' in gl)) return null;
    const unmasked = gl.getExtension('WEBGL_debug_renderer_info') !== null;
    const vendor = gl.getParameter(unmasked ? UNMASKED_VENDOR_WEBGL : gl.VENDOR);
    const renderer = gl.getParameter(unmasked ? UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    return { vendor: String(vendor), renderer: String(renderer) };
  } catch {
    return null;
  }
}

function readTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}

/** Reads the facts from the real browser globals, each guarded (a missing one reads as empty). */
export function readBrowserFacts(): DeviceFacts {
  const nav = globalThis.navigator as Partial<Navigator> | undefined;
  const screen = globalThis.screen as Screen | undefined;
  let graphics: { value: DeviceFacts['graphics'] } | undefined;
  let timeZone: string | undefined;
  return {
    userAgent: nav?.userAgent ?? '',
    language: nav?.language ?? '',
    // Also on first use: resolving the zone builds an Intl formatter (milliseconds on a phone).
    get timeZone() {
      timeZone ??= readTimeZone();
      return timeZone;
    },
    hardwareConcurrency: nav?.hardwareConcurrency ?? 0,
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
    screen: screen ? { width: screen.width, height: screen.height, colorDepth: screen.colorDepth } : null,
    // Read on first use: a WebGL context costs tens of milliseconds, and the mobile check at start
    // (user agent, touch points) does not need it; only the fingerprint does.
    get graphics() {
      graphics ??= { value: readGraphics() };
      return graphics.value;
    },
  };
}
