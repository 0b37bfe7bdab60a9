import { advertising, configuration, site } from '@jinli/core/contract';
import { type Route, route } from './route.ts';

/** Home-page calls: navigation, banners, sponsors, notices, preInfo, customer service, areas. */
export const contentRoutes: readonly Route[] = [
  route(advertising.navigationList, ({ state }) => state.data.navigation),
  route(advertising.getMyDiscountAd, ({ state }) => state.data.banners),
  route(advertising.sponsorContent, ({ state }) => state.data.sponsor),
  route(advertising.queryNoticeListByPage, ({ state, payload: { pageNum, pageSize } }) => {
    const all = state.data.notices;
    const start = (pageNum - 1) * pageSize;
    return { list: all.slice(start, start + pageSize), total: all.length, pageNum, pageSize };
  }),
  route(configuration.preInfo, ({ state, ip }) => ({ ip, siteBaseConfig: state.data.siteBaseConfig })),
  route(configuration.onlinecustomservice, ({ origin }) => ({ url: `${origin}/sandbox-service` })),
  route(site.queryCountryArea, ({ state }) => state.data.countryAreas),
];
