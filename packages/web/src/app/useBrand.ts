import type { Brand } from '@jinli/core/contract';
import { useService } from './ServicesProvider.tsx';
import { Tokens } from './tokens.ts';

/** The site's brand (runtime config `brand`, validated at start; the default brand when invalid). */
export function useBrand(): Brand {
  return useService(Tokens.Config).brand.brand;
}
