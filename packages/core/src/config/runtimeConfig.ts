import { z } from 'zod/mini';
import { deferred } from '../validation/deferred.ts';
import { readBrand } from './brand.ts';

/**
 * Read at start from `/config.json` (web) so one build serves many white-label sites.
 * `apiBase` empty means the page's own origin. Cipher key and IV are base64 (AES-256-CBC).
 */
export const runtimeConfigSchema = deferred(() =>
  z.object({
    apiBase: z._default(z.string(), ''),
    wsUrl: z._default(z.string(), ''),
    siteId: z.string().check(z.minLength(1)),
    safeSwitch: z._default(z.boolean(), true),
    cipherKey: z.string().check(z.minLength(1)),
    cipherIv: z.string().check(z.minLength(1)),
    version: z._default(z.string(), '1.0.0'),
    theme: z._default(z.enum(['light', 'dark']), 'light'),
    /**
     * The brand section (issue #26, config/brand.ts): validated on its own, so a bad brand gives the
     * default brand and its problems, never a failed start. The old form, an id string, is the default.
     */
    brand: z.pipe(
      z.optional(z.unknown()),
      z.transform((section) => readBrand(section)),
    ),
    h5Url: z._default(z.string(), ''),
    sandbox: z._default(z.boolean(), false),
    /** Minutes between player-protection reality checks (issue #12); 60 by convention. */
    realityCheckMinutes: z._default(z.number().check(z.positive(), z.lte(1440)), 60),
    /**
     * Origins (`https://games.example.com`) whose game addresses may be shown in a frame on /game/{info}
     * (issue #15). Empty: no game is framed. The CSP's frame-src lists the same origins.
     */
    gameOrigins: z._default(z.array(z.string()), []),
    /**
     * Origins besides the site's own whose pictures letters, replies and help articles may show
     * (issue #29; config/imageOrigins.ts). Empty: own pictures only. The CSP's img-src lists the same.
     */
    imageOrigins: z._default(z.array(z.string()), []),
  }),
);
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
