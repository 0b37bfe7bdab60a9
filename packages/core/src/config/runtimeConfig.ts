import { z } from 'zod';
import { deferred } from '../validation/deferred.ts';
import { readBrand } from './brand.ts';

/**
 * Read at start from `/config.json` (web) so one build serves many white-label sites.
 * `apiBase` empty means the page's own origin. Cipher key and IV are base64 (AES-256-CBC).
 */
export const runtimeConfigSchema = deferred(() =>
  z.object({
    apiBase: z.string().default(''),
    wsUrl: z.string().default(''),
    siteId: z.string().min(1),
    safeSwitch: z.boolean().default(true),
    cipherKey: z.string().min(1),
    cipherIv: z.string().min(1),
    version: z.string().default('1.0.0'),
    theme: z.enum(['light', 'dark']).default('light'),
    /**
     * The brand section (issue #26, config/brand.ts): validated on its own, so a bad brand gives the
     * default brand and its problems, never a failed start. The old form, an id string, is the default.
     */
    brand: z
      .unknown()
      .optional()
      .transform((section) => readBrand(section)),
    h5Url: z.string().default(''),
    sandbox: z.boolean().default(false),
    /** Minutes between player-protection reality checks (issue #12); 60 by convention. */
    realityCheckMinutes: z.number().positive().max(1440).default(60),
    /**
     * Origins (`https://games.example.com`) whose game addresses may be shown in a frame on /game/{info}
     * (issue #15). Empty: no game is framed. The CSP's frame-src lists the same origins.
     */
    gameOrigins: z.array(z.string()).default([]),
    /**
     * Origins besides the site's own whose pictures letters, replies and help articles may show
     * (issue #29; config/imageOrigins.ts). Empty: own pictures only. The CSP's img-src lists the same.
     */
    imageOrigins: z.array(z.string()).default([]),
  }),
);
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
