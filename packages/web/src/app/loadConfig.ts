import type { RuntimeConfig } from '@jinli/core/contract';
import { runtimeConfigSchema } from '@jinli/core/contract';

/**
 * Reads /config.json (one build, many white-label sites); rejects on HTTP, JSON or schema errors.
 * index.html preloads it (`<link rel="preload" as="fetch" crossorigin>`), so on a first start this
 * request is answered by the preload already in flight since the head was parsed, not a second trip;
 * a retry after an error goes to the network.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
