import { createSandboxClient, type SandboxClient } from '../client/sandboxClient.ts';
import { DEV_CIPHER_IV, DEV_CIPHER_KEY, SANDBOX_SITE_ID } from './devKeys.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.ts';

/** Starts a sandbox on a free port with a client for it (shared setup of the server tests). */
export async function startTestSandbox(
  options: SandboxOptions = {},
): Promise<{ sandbox: Sandbox; baseUrl: string; client: SandboxClient; lines: string[] }> {
  const lines: string[] = [];
  const sandbox = createSandbox({ log: (line) => lines.push(line), ...options });
  const baseUrl = await sandbox.listen(0);
  const client = createSandboxClient(baseUrl, {
    cipherKey: DEV_CIPHER_KEY,
    cipherIv: DEV_CIPHER_IV,
    siteId: SANDBOX_SITE_ID,
  });
  return { sandbox, baseUrl, client, lines };
}
