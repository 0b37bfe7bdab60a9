import type { Brand, BrandPalette } from '@jinli/core/contract';

/**
 * The brand's palette as the design tokens of theme/tokens.css (issue #26). The brand gives a few
 * colours; the shades the components use (--brand-50 ... --brand-700, --gold-*) are mixed from them, so
 * an operator writes a palette, not a stylesheet. Higher specificity than tokens.css (`html:root` over
 * `:root`), so the order of the style sheets does not matter.
 */
/** A palette whose colours may all be absent (the dark edition's). */
type SomeColours = { [K in keyof BrandPalette]?: BrandPalette[K] | undefined };

const mix = (colour: string, other: 'black' | 'white', percent: number) =>
  `color-mix(in srgb, ${colour} ${percent}%, ${other})`;

function brandColours(p: SomeColours): string[] {
  const out: string[] = [];
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined) out.push(`--${name}:${value}`);
  };
  if (p.primary !== undefined) {
    const strong = p.primaryStrong ?? mix(p.primary, 'black', 86);
    set('brand-50', mix(p.primary, 'white', 7));
    set('brand-100', mix(p.primary, 'white', 16));
    set('brand-300', mix(p.primary, 'white', 58));
    set('brand-500', p.primary);
    set('brand-600', strong);
    set('brand-700', mix(strong, 'black', 82));
  }
  if (p.accent !== undefined) {
    set('gold-300', mix(p.accent, 'white', 58));
    set('gold-500', p.accent);
    set('gold-700', p.accentStrong ?? mix(p.accent, 'black', 62));
  }
  set('money-up', p.success);
  set('money-down', p.danger);
  if (p.headerFrom !== undefined || p.headerTo !== undefined) {
    const from = p.headerFrom ?? p.headerTo;
    const to = p.headerTo ?? p.headerFrom;
    set('header-bg', `linear-gradient(180deg, ${from} 0%, ${to} 100%)`);
  }
  set('header-text', p.headerText);
  set('footer-bg', p.footerBg);
  set('footer-text', p.footerText);
  return out;
}

function surfaces(p: SomeColours): string[] {
  const out: string[] = [];
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined) out.push(`--${name}:${value}`);
  };
  set('page-bg', p.pageBg);
  set('surface', p.surface);
  set('text', p.text);
  set('text-muted', p.textMuted);
  return out;
}

/** The stylesheet text of a brand's tokens: light colours, light surfaces, then the dark edition's. */
export function brandTokenCss(brand: Brand): string {
  const { light, dark } = brand.palette;
  const rules = [
    `html:root{${brandColours(light).join(';')}}`,
    `html:not([data-theme="dark"]){${surfaces(light).join(';')}}`,
  ];
  const darkDecls = [...brandColours(dark), ...surfaces(dark)];
  if (darkDecls.length > 0) rules.push(`html[data-theme="dark"]{${darkDecls.join(';')}}`);
  return rules.join('\n');
}

const STYLE_ID = 'brand-tokens';

/** The header's colour for the browser's own bar (`theme-color`), per edition. */
export function themeColourOf(brand: Brand, theme: 'light' | 'dark'): string {
  return (theme === 'dark' ? brand.palette.dark.headerTo : undefined) ?? brand.palette.light.headerTo;
}

function headElement<K extends 'link' | 'meta' | 'style'>(
  tag: K,
  selector: string,
  make: (el: HTMLElementTagNameMap[K]) => void,
) {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (element === null) {
    element = document.createElement(tag);
    make(element);
    document.head.append(element);
  }
  return element;
}

/** The title index.html is built with (no brand). */
const BOOT_TITLE = '正在加载…';

/**
 * Puts the brand on the page: its tokens, favicon, browser-bar colour, and the brand's name as the tab
 * title until a screen names its page (index.html's title is the brand-free 正在加载…: it serves every brand).
 * Idempotent.
 */
export function applyBrand(brand: Brand, theme: 'light' | 'dark'): void {
  if (document.title.trim() === '' || document.title === BOOT_TITLE) document.title = brand.name;
  const style = headElement('style', `#${STYLE_ID}`, (el) => {
    el.id = STYLE_ID;
  });
  style.textContent = brandTokenCss(brand);
  const icon = headElement('link', 'link[rel="icon"]', (el) => {
    el.rel = 'icon';
  });
  icon.type = /^data:image\/png|\.png($|\?)/.test(brand.favicon) ? 'image/png' : 'image/svg+xml';
  icon.href = brand.favicon;
  const colour = headElement('meta', 'meta[name="theme-color"]', (el) => {
    el.name = 'theme-color';
  });
  colour.content = themeColourOf(brand, theme);
  document.documentElement.dataset.brand = brand.id;
}
