import { z } from 'zod/mini';
import { builtOnce } from '../../engine/builtOnce.ts';
import { deferred } from '../../validation/deferred.ts';

/**
 * Shapes of the home-page calls. The spec names the calls but not their fields; these are ours
 * (docs/protocol.md), served by the sandbox and rendered by web.
 */

/** navigationList: the header's category links, in display order. `code` is a SPEC §2 tab category. */
export const navigationItemSchema = deferred(() =>
  z.object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    path: z.string(),
    /** Short badge such as 热门 or 新; null for none. */
    badge: z.nullable(z.string()),
    sort: z.int(),
  }),
);
export const navigationListSchema = deferred(() => z.array(navigationItemSchema));
export type NavigationItem = z.infer<typeof navigationItemSchema>;

/** A picture with a title and a link (home banners from getMyDiscountAd, sponsor cards). */
export const promoCardObject = builtOnce(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    subtitle: z.string(),
    /** Same-origin or http(s) URL of the image. */
    image: z.string(),
    /** In-app path (starting with /) or http(s) URL. */
    link: z.string(),
  }),
);
export const promoCardSchema = deferred(promoCardObject);
export type PromoCard = z.infer<typeof promoCardSchema>;

export const sponsorContentSchema = deferred(() =>
  z.object({
    headline: z.string(),
    intro: z.string(),
    sponsors: z.array(z.extend(promoCardObject(), { description: z.string(), since: z.string() })),
  }),
);
export type SponsorContent = z.infer<typeof sponsorContentSchema>;

export const pageQuerySchema = deferred(() =>
  z.object({
    pageNum: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1), z.lte(100)),
  }),
);

export const noticeSchema = deferred(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    content: z.string(),
    /** Epoch milliseconds. */
    publishTime: z.number(),
  }),
);
export type Notice = z.infer<typeof noticeSchema>;

export const noticePageSchema = deferred(() =>
  z.object({
    list: z.array(noticeSchema),
    total: z.int(),
    pageNum: z.int(),
    pageSize: z.int(),
  }),
);

/** preInfo (SPEC §3): client ip and the site's base config. `depositSwitch` is the SPEC §2 rule-4 site flag. */
export const preInfoSchema = deferred(() =>
  z.object({
    ip: z.string(),
    siteBaseConfig: z.object({
      title: z.string(),
      h5DomainUrl: z.string(),
      depositSwitch: z.enum(['0', '1']),
    }),
  }),
);
export type PreInfo = z.infer<typeof preInfoSchema>;

export const customerServiceSchema = deferred(() => z.object({ url: z.string() }));

/** countryArea/queryCountryArea (SPEC §3). `regex` is the phone-number pattern for that area. */
export const countryAreaSchema = deferred(() =>
  z.object({
    areaName: z.string(),
    areaCode: z.string(),
    regex: z.string(),
  }),
);
export const countryAreaListSchema = deferred(() => z.array(countryAreaSchema));
export type CountryArea = z.infer<typeof countryAreaSchema>;
