import { advertising } from './catalogue/advertising.ts';
import { configuration } from './catalogue/configuration.ts';
import { feedback } from './catalogue/feedback.ts';
import { games } from './catalogue/games.ts';
import { money } from './catalogue/money.ts';
import { promotion } from './catalogue/promotion.ts';
import { site } from './catalogue/site.ts';
import { stream } from './catalogue/stream.ts';
import { upload } from './catalogue/upload.ts';
import { user } from './catalogue/user.ts';
import type { Endpoint } from './endpoint.ts';

/** Every SPEC §7 call, grouped as the spec groups them: `api.user.login`, `api.money.getBalance`… */
export const api = {
  advertising,
  configuration,
  user,
  feedback,
  site,
  upload,
  promotion,
  money,
  games,
  stream,
} as const;

/** Every endpoint exactly once (the sandbox serves this list; tests check it against the spec). */
export const ENDPOINTS: readonly Endpoint[] = Object.values(api).flatMap(
  (group): Endpoint[] => Object.values(group) as Endpoint[],
);

/** Endpoint by its real path, e.g. for the sandbox's router. */
export function findEndpoint(path: string): Endpoint | undefined {
  return ENDPOINTS.find((endpoint) => endpoint.path === path);
}
