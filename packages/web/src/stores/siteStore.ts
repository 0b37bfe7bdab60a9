import type { HttpPort, NavigationItem, PreInfo } from '@jinli/core';
import { advertising, configuration } from '@jinli/core';
import { proxy } from 'valtio';
import { idle, type Loadable, loadInto } from './loadable.ts';

export interface SiteState {
  preInfo: Loadable<PreInfo>;
  navigation: Loadable<NavigationItem[]>;
  customerService: Loadable<string>;
}

export interface SiteStore {
  readonly state: SiteState;
  loadPreInfo(): Promise<void>;
  loadNavigation(): Promise<void>;
  /** Fetches the online customer-service link (not cached: operators rotate it). */
  loadCustomerService(): Promise<void>;
}

/** `onClientIp` lets the HTTP adapter sign later calls with the ip preInfo reports. */
export function createSiteStore(http: HttpPort, onClientIp: (ip: string) => void): SiteStore {
  const state = proxy<SiteState>({ preInfo: idle(), navigation: idle(), customerService: idle() });
  return {
    state,
    async loadPreInfo() {
      await loadInto(state.preInfo, async () => {
        const info = await http.call(configuration.preInfo, undefined);
        onClientIp(info.ip);
        return info;
      });
    },
    async loadNavigation() {
      await loadInto(state.navigation, async () => {
        const list = await http.call(advertising.navigationList, undefined);
        return [...list].sort((a, b) => a.sort - b.sort);
      });
    },
    async loadCustomerService() {
      await loadInto(state.customerService, async () => {
        const { url } = await http.call(configuration.onlinecustomservice, undefined);
        return url;
      });
    },
  };
}
