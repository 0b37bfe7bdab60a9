import type { Brand } from '@jinli/core/contract';
import { useServices } from './ServicesProvider.tsx';

/** The site's brand (runtime config `brand`, validated at start; the default brand when invalid). */
export function useBrand(): Brand {
  return useServices().Config.brand.brand;
}
