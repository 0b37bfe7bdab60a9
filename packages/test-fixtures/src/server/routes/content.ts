import { advertising, configuration, site } from '@jinli/core/contract';
import { TRADITIONAL_SUFFIX } from '../../art/traditionalLettering.ts';
import { type Route, route } from './route.ts';

/** A banner's or sponsor's art in the asked language: Traditional lettering for `langx: 'zh-tw'` (#28). */
function bannerImageIn(image: string, langx: unknown): string {
  if (langx !== 'zh-tw') return image;
  return image.replace(/^(\/sandbox-art\/[a-z0-9-]+)\.svg$/, `$1${TRADITIONAL_SUFFIX}.svg`);
}

/** Home-page calls: navigation, banners, sponsors, notices, preInfo, customer service, areas. */
export const contentRoutes: readonly Route[] = [
  route(advertising.navigationList, ({ state }) => state.data.navigation),
  route(advertising.getMyDiscountAd, ({ state, payload }) =>
    state.data.banners.map((ad) => ({ ...ad, image: bannerImageIn(ad.image, payload?.langx) })),
  ),
  route(advertising.sponsorContent, ({ state, payload }) => ({
    ...state.data.sponsor,
    sponsors: state.data.sponsor.sponsors.map((item) => ({
      ...item,
      image: bannerImageIn(item.image, payload?.langx),
    })),
  })),
  route(advertising.queryNoticeListByPage, ({ state, payload: { pageNum, pageSize } }) => {
    const all = state.data.notices;
    const start = (pageNum - 1) * pageSize;
    return { list: all.slice(start, start + pageSize), total: all.length, pageNum, pageSize };
  }),
  route(configuration.preInfo, ({ state, ip }) => ({ ip, siteBaseConfig: state.data.siteBaseConfig })),
  route(configuration.onlinecustomservice, ({ origin }) => ({ url: `${origin}/sandbox-service` })),
  route(site.queryCountryArea, ({ state }) => state.data.countryAreas),
];
