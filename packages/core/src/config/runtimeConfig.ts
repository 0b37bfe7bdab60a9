import { z } from 'zod';

/**
 * Read at start from `/config.json` (web) so one build serves many white-label sites.
 * `apiBase` empty means the page's own origin. Cipher key and IV are base64 (AES-256-CBC).
 */
export const runtimeConfigSchema = z.object({
  apiBase: z.string().default(''),
  wsUrl: z.string().default(''),
  siteId: z.string().min(1),
  safeSwitch: z.boolean().default(true),
  cipherKey: z.string().min(1),
  cipherIv: z.string().min(1),
  version: z.string().default('1.0.0'),
  theme: z.enum(['light', 'dark']).default('light'),
  brand: z.string().default('jinli'),
  h5Url: z.string().default(''),
  sandbox: z.boolean().default(false),
  /** Minutes between player-protection reality checks (issue #12); 60 by convention. */
  realityCheckMinutes: z.number().positive().max(1440).default(60),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
