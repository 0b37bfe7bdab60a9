import { z } from 'zod/mini';
import { deferred } from '../validation/deferred.ts';

/**
 * A white-label brand (issue #26): everything a member sees that names or colours the site. It is data,
 * read at run time with the runtime config (`brand` section of `/config.json`), so one build serves many
 * brands. An invalid section is reported field by field (`brandProblems`) and the default brand is used
 * instead, never a broken page. Native clients read the same schema.
 */

/** `#rrggbb`: the palette is mixed and contrast-checked, so one spelling. */
const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = () => z.string().check(z.regex(HEX, { error: 'a colour written #rrggbb, e.g. #c8401a' }));

/**
 * A logo or icon address: a same-origin path (`/brand/logo.svg`), an https URL, or an SVG/PNG data URI.
 * Never another scheme (javascript:, http: on an https site).
 */
const IMAGE = /^(\/(?!\/)[^\s\\]*|https:\/\/[^\s]+|data:image\/(svg\+xml|png)[;,][^\s]*)$/;
const imageUrl = () =>
  z.string().check(
    z.regex(IMAGE, {
      error:
        'a same-origin path (/brand/logo.svg), an https:// address or a data:image/svg+xml or data:image/png URI',
    }),
  );

/** A link: empty (none), a same-origin path or an http(s) address. */
const LINK = /^(|\/(?!\/)[^\s\\]*|https?:\/\/[^\s]+)$/;
const link = () =>
  z.string().check(z.regex(LINK, { error: 'empty, a same-origin path or an http(s):// address' }));

/** One edition's colours. `primary` carries white text (buttons), so it must be dark enough for it. */
const paletteShape = () => ({
  /** Buttons, links, the active tab (white text on it). */
  primary: colour(),
  /** Hover and pressed primary; default: primary darkened. */
  primaryStrong: z.optional(colour()),
  /** Highlights, badges, the header's rule (the gold of 锦鲤). */
  accent: colour(),
  /** Text drawn in the accent's hue on light surfaces; default: accent darkened. */
  accentStrong: z.optional(colour()),
  pageBg: z.optional(colour()),
  surface: z.optional(colour()),
  text: z.optional(colour()),
  textMuted: z.optional(colour()),
  /** Money in, wins. */
  success: z.optional(colour()),
  /** Money out, errors. */
  danger: z.optional(colour()),
  /** The header bar's gradient, top to bottom, and its text. */
  headerFrom: colour(),
  headerTo: colour(),
  headerText: z.optional(colour()),
  footerBg: z.optional(colour()),
  footerText: z.optional(colour()),
});

const textsShape = () => ({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(24))),
  mark: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(8))),
  markSub: z.optional(z.string().check(z.trim(), z.maxLength(8))),
  slogan: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  licence: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  adult: z.optional(z.string().check(z.trim(), z.maxLength(120))),
});

export const BRAND_ID = /^[a-z][a-z0-9-]{1,31}$/;

export const brandSchema = deferred(() =>
  z
    .strictObject({
      /** Lower-case id (`jinli`, `feicui`): the `BRAND` of the start server, the folder name. */
      id: z
        .string()
        .check(z.regex(BRAND_ID, { error: 'lower-case letters, digits and -, 2-32 long, e.g. feicui' })),
      /** The site name (锦鲤娱乐): titles, the footer, the manifest. */
      name: z.string().check(z.trim(), z.minLength(1), z.maxLength(24)),
      /** The short mark beside the logo (锦鲤) and the manifest's short name. */
      mark: z.string().check(z.trim(), z.minLength(1), z.maxLength(8)),
      /** The smaller word after the mark (娱乐); may be empty. */
      markSub: z._default(z.string().check(z.trim(), z.maxLength(8)), ''),
      /** Latin letters under the mark (JINLI); may be empty. */
      latin: z._default(
        z
          .string()
          .check(z.trim(), z.maxLength(16), z.regex(/^[A-Z0-9 ]*$/, { error: 'capital latin letters' })),
        '',
      ),
      slogan: z._default(z.string().check(z.trim(), z.maxLength(60)), ''),
      /** zh-TW texts; any left out are converted from the zh-CN ones. */
      zhTW: z._default(z.strictObject(textsShape()), {}),
      /** The mark drawn square (header, footer, app icon): SVG or PNG. */
      logo: imageUrl(),
      /** The browser tab's icon: SVG or PNG. */
      favicon: imageUrl(),
      /** PNG icons for the web app manifest (192 and 512 px); the logo when absent. */
      icons: z._default(
        z.array(
          z.strictObject({
            src: imageUrl(),
            sizes: z
              .string()
              .check(z.regex(/^(\d+x\d+( \d+x\d+)*|any)$/, { error: 'sizes such as 192x192 or any' })),
          }),
        ),
        [],
      ),
      palette: z.strictObject({
        light: z.strictObject(paletteShape()),
        /** The dark professional edition (SPEC §3 theme); the light palette's colours when absent. */
        dark: z._default(z.partial(z.strictObject(paletteShape())), {}),
      }),
      /** Browser tab title of a page: `{page}` and `{site}` are filled in. The home page shows `{site}`. */
      titlePattern: z._default(
        z.string().check(
          z.refine((pattern) => pattern.includes('{page}') && pattern.includes('{site}'), {
            error: 'a pattern containing both {page} and {site}, e.g. "{page} - {site}"',
          }),
        ),
        '{page} - {site}',
      ),
      footer: z.strictObject({
        /** The licence line at the very bottom. */
        licence: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
        /** The 18+ line beside the 18+ badge. */
        adult: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
      }),
      links: z._default(
        z.strictObject({
          /** Customer service, used when the backend names none. */
          service: z._default(link(), ''),
          /** The mobile (h5) site, used when the runtime config's h5Url is empty. */
          h5: z._default(link(), ''),
        }),
        { service: '', h5: '' },
      ),
    })
    .check(
      z.superRefine((brand, ctx) => {
        for (const edition of ['light', 'dark'] as const) {
          const primary = brand.palette[edition].primary;
          if (primary === undefined) continue;
          const ratio = contrastRatio(primary, '#ffffff');
          if (ratio < MIN_CONTRAST) {
            ctx.addIssue({
              code: 'custom',
              path: ['palette', edition, 'primary'],
              message: `white text on ${primary} has a contrast of ${ratio.toFixed(2)}:1; a colour of at least ${MIN_CONTRAST}:1 (darker) is expected`,
            });
          }
        }
      }),
    ),
);
export type Brand = z.infer<typeof brandSchema>;
export type BrandPalette = Brand['palette']['light'];
export type BrandTexts = {
  name: string;
  mark: string;
  markSub: string;
  slogan: string;
  licence: string;
  adult: string;
};

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of `#rrggbb`. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const KOI_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><defs><linearGradient id='r' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#f8e3a3'/><stop offset='.5' stop-color='#d9a441'/><stop offset='1' stop-color='#9c6a17'/></linearGradient><linearGradient id='b' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#ff8a4c'/><stop offset='.55' stop-color='#e8542c'/><stop offset='1' stop-color='#b3311a'/></linearGradient></defs><circle cx='32' cy='32' r='30' fill='#2a1610' stroke='url(#r)' stroke-width='3'/><path d='M44 13c7 2 9 9 6 16-3 8-11 14-20 17-3 1-5 3-6 6l-3-6-7 3 3-7-6-3c4-1 7-1 9-3 3-4 4-10 8-15 4-6 10-9 16-8z' fill='url(#b)'/><path d='M38 19c3-2 7-2 9 1-2 2-6 3-9 2z' fill='#fff7ee' opacity='.9'/><path d='M30 31c3 0 6 2 7 5-3 1-7 1-9-1z' fill='#fff7ee' opacity='.85'/><circle cx='46' cy='18' r='1.6' fill='#2a1610'/><circle cx='16' cy='18' r='2' fill='#f5d78e' opacity='.8'/><circle cx='12' cy='25' r='1.2' fill='#f5d78e' opacity='.6'/></svg>";

/** An SVG document as a data URI (for a brand's logo or favicon written inline). */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The default brand (锦鲤, the product's own): used when the config names no brand, names one by id only
 * (`"brand": "jinli"`, the old form), or gives a section that does not validate. Its art is inline, so it
 * shows on any host.
 */
export const DEFAULT_BRAND: Brand = {
  id: 'jinli',
  name: '锦鲤娱乐',
  mark: '锦鲤',
  markSub: '娱乐',
  latin: 'JINLI',
  slogan: '锦鲤相伴 · 好运常在',
  zhTW: {
    name: '錦鯉娛樂',
    mark: '錦鯉',
    markSub: '娛樂',
    slogan: '錦鯉相伴 · 好運常在',
    licence: '本網站僅面向年滿18週歲且所在地區法律允許的用戶。',
    adult: '未滿18週歲禁止參與 · 理性娛樂，切勿沉迷',
  },
  logo: svgDataUri(KOI_SVG),
  favicon: svgDataUri(KOI_SVG),
  icons: [],
  palette: {
    light: {
      primary: '#c8401a',
      primaryStrong: '#b0381a',
      accent: '#d9a441',
      accentStrong: '#8a5f12',
      pageBg: '#f4f2ef',
      surface: '#ffffff',
      text: '#1d1a17',
      textMuted: '#6f685f',
      success: '#1f9d55',
      danger: '#d93636',
      headerFrom: '#1f1410',
      headerTo: '#2b1a13',
      headerText: '#f6ede6',
      footerBg: '#1a1411',
      footerText: '#b9aea5',
    },
    dark: {},
  },
  titlePattern: '{page} - {site}',
  footer: {
    licence: '本网站仅面向年满18周岁且所在地区法律允许的用户。',
    adult: '未满18周岁禁止参与 · 理性娱乐，切勿沉迷',
  },
  links: { service: '', h5: '' },
};

/** One problem of a brand section: the field's path (`palette.light.primary`) and what was expected. */
export interface BrandProblem {
  field: string;
  expected: string;
}

export interface BrandReading {
  brand: Brand;
  /** Empty when the section was valid (or absent); else why the default brand is used. */
  problems: BrandProblem[];
}

/**
 * Reads the `brand` section of the runtime config: absent or an id string (the old form) gives the
 * default brand; an object is validated, and any problem gives the default brand with the problems
 * listed (the start server prints them; the web app logs them), so a typo never breaks the site.
 */
export function readBrand(section: unknown): BrandReading {
  if (section === undefined || section === null || typeof section === 'string') {
    return { brand: DEFAULT_BRAND, problems: [] };
  }
  const parsed = brandSchema.safeParse(section);
  if (parsed.success) return { brand: parsed.data, problems: [] };
  return {
    brand: DEFAULT_BRAND,
    problems: parsed.error.issues.map((issue) => ({
      field: issue.path.length === 0 ? 'brand' : `brand.${issue.path.map(String).join('.')}`,
      expected: expectedOf(issue),
    })),
  };
}

/**
 * What a field expected, in English for the operator. zod/mini (the first load's zod, issue #27) loads no
 * messages, so the generic issues are worded here; the brand's own checks carry their message.
 */
function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `no field ${issue.keys.map((key) => `"${key}"`).join(', ')} (unknown)`;
    case 'invalid_type':
      return `a value of type ${issue.expected}`;
    case 'too_small':
      return `at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'too_big':
      return `at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
    default:
      return issue.message;
  }
}

/** The problems as lines an operator reads: `brand.palette.light.primary: a colour written #rrggbb…`. */
export function describeBrandProblems(problems: readonly BrandProblem[]): string {
  return problems.map((problem) => `${problem.field}: ${problem.expected}`).join('\n');
}

/**
 * The brand's member-facing texts in a locale. zh-TW takes the brand's own zh-TW texts, and converts
 * the others with `toTraditional` (the app's Simplified -> Traditional converter) when it has one.
 */
export function brandTexts(
  brand: Brand,
  locale: 'zh-CN' | 'zh-TW',
  toTraditional?: (text: string) => string,
): BrandTexts {
  const cn: BrandTexts = {
    name: brand.name,
    mark: brand.mark,
    markSub: brand.markSub,
    slogan: brand.slogan,
    licence: brand.footer.licence,
    adult: brand.footer.adult,
  };
  if (locale === 'zh-CN') return cn;
  const convert = toTraditional ?? ((text: string) => text);
  const own = brand.zhTW;
  return {
    name: own.name ?? convert(cn.name),
    mark: own.mark ?? convert(cn.mark),
    markSub: own.markSub ?? convert(cn.markSub),
    slogan: own.slogan ?? convert(cn.slogan),
    licence: own.licence ?? convert(cn.licence),
    adult: own.adult ?? convert(cn.adult),
  };
}

/** A page's browser-tab title from the brand's pattern; the home page (no name) shows the site alone. */
export function brandTitle(pattern: string, page: string, site: string): string {
  const name = page.trim();
  if (name === '') return site;
  return pattern.replaceAll('{page}', name).replaceAll('{site}', site);
}

/** The brand's web app manifest (issue #26): installable as the brand, not as 锦鲤. */
/** Served as `/manifest.webmanifest` (the sandbox from its brand; the build writes the default brand's). */
export function brandManifest(brand: Brand): Record<string, unknown> {
  const icons =
    brand.icons.length > 0
      ? brand.icons.map((icon) => ({ src: icon.src, sizes: icon.sizes, type: iconType(icon.src) }))
      : [{ src: brand.logo, sizes: 'any', type: iconType(brand.logo) }];
  return {
    id: '/',
    name: brand.name,
    short_name: brand.mark,
    description: brand.slogan,
    lang: 'zh-CN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: brand.palette.light.pageBg ?? '#ffffff',
    theme_color: brand.palette.light.headerTo,
    icons,
  };
}

function iconType(src: string): string {
  return /^data:image\/png|\.png($|\?)/.test(src) ? 'image/png' : 'image/svg+xml';
}
