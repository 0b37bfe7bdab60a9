/**
 * Runs before anything else (first import of main.tsx) so the app lives under the site's CSP
 * (docs/deploy/README.md): no string is ever evaluated as script, and every HTML sink is a Trusted
 * Type.
 *
 * - zod probes `new Function('')` when its first object schema is built; `jitless` skips the probe
 *   (it would be a Trusted Types / unsafe-eval violation). It must be set before zod loads, hence the
 *   global rather than `z.config`.
 * - The `default` Trusted Types policy sanitises any HTML string with DOMPurify, refuses script text
 *   and allows script URLs only on this origin. DOMPurify is not on the first-visit path: the HTML
 *   sinks (components/SafeHtml.tsx, the slot game frame's srcdoc in screens/games/GamePage.tsx)
 *   import app/htmlSanitizer.ts, which registers it; until then the policy escapes any HTML string
 *   to inert text (never unsanitised HTML). A new HTML sink must import app/htmlSanitizer.ts too.
 */
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

let sanitize: ((html: string) => string) | null = null;

/** Hands the default policy its HTML sanitiser (DOMPurify, from app/htmlSanitizer.ts). */
export function registerHtmlSanitizer(sanitizer: (html: string) => string): void {
  sanitize = sanitizer;
}

/** Before a sanitiser is registered, HTML becomes text: every markup character is an entity. */
export function escapeHtml(input: string): string {
  return input.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: {
      createHTML?: (input: string) => string;
      createScript?: (input: string) => string | null;
      createScriptURL?: (input: string) => string | null;
    },
  ): unknown;
}

const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
if (factory !== undefined && typeof window !== 'undefined') {
  try {
    factory.createPolicy('default', {
      createHTML: (input) => (sanitize === null ? escapeHtml(input) : sanitize(input)),
      createScript: () => null,
      createScriptURL: (input) => {
        try {
          return new URL(input, window.location.href).origin === window.location.origin ? input : null;
        } catch {
          return null;
        }
      },
    });
  } catch {
    // A second load of this module (hot reload) finds the policy already made.
  }
}
