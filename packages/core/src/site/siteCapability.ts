import { advertising } from '../api/catalogue/advertising.ts';
import { configuration } from '../api/catalogue/configuration.ts';
import type { NavigationItem, PreInfo } from '../api/schemas/content.ts';
import { createLoader, idle, keySlot, type Loadable } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { HttpPort } from '../ports/http.ts';

export interface SiteState {
  preInfo: Loadable<PreInfo>;
  navigation: Loadable<NavigationItem[]>;
  customerService: Loadable<string>;
}

export interface Site extends Readable<SiteState> {
  loadPreInfo(): Promise<void>;
  loadNavigation(): Promise<void>;
  /** Fetches the online customer-service link (not cached: operators rotate it). */
  loadCustomerService(): Promise<void>;
  /** The client ip preInfo reported ('' before it loaded). */
  clientIp(): string;
}

/** Site facts (SPEC §1): preInfo (title, ip, switches), the main navigation and the service link. */
export function createSite(deps: { http: HttpPort; onClientIp?: (ip: string) => void }): Site {
  const { http } = deps;
  const store = createStore<SiteState>({ preInfo: idle(), navigation: idle(), customerService: idle() });
  const load = createLoader(store);
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    clientIp: () => store.getSnapshot().preInfo.data?.ip ?? '',
    loadPreInfo: () =>
      load('preInfo', keySlot<SiteState, 'preInfo'>('preInfo'), async () => {
        const info = await http.call(configuration.preInfo, undefined);
        deps.onClientIp?.(info.ip);
        return info;
      }),
    loadNavigation: () =>
      load('navigation', keySlot<SiteState, 'navigation'>('navigation'), async () => {
        const list = await http.call(advertising.navigationList, undefined);
        return [...list].sort((a, b) => a.sort - b.sort);
      }),
    loadCustomerService: () =>
      load('customerService', keySlot<SiteState, 'customerService'>('customerService'), async () => {
        const { url } = await http.call(configuration.onlinecustomservice, undefined);
        return url;
      }),
  };
}
