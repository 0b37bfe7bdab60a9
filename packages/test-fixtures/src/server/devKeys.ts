/**
 * Public development keys of the sandbox (docs/protocol.md). They are printed in `/config.json` on
 * purpose: anyone may read them, so an operator must never reuse them for a real site.
 * Key: the 32 ASCII bytes `jinli-sandbox-public-dev-key-32b`; IV: the 16 bytes `jinli-sandbox-iv`.
 */
export const DEV_CIPHER_KEY = Buffer.from('jinli-sandbox-public-dev-key-32b', 'utf8').toString('base64');
export const DEV_CIPHER_IV = Buffer.from('jinli-sandbox-iv', 'utf8').toString('base64');

/** The `X-API-SITE` value the sandbox accepts, also served as `siteId` in `/config.json`. */
export const SANDBOX_SITE_ID = 'jinli-sandbox';
