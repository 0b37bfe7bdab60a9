import { type Brand, type BrandTexts, brandTexts } from '@jinli/core/contract';
import type { i18n as I18n } from 'i18next';
import { parseLocale } from './locale.ts';

/**
 * The brand's texts fill the catalogue's `{{brandName}}`, `{{brandMark}}`... slots (issue #26): the
 * catalogues never name a brand, so nothing a member sees says 锦鲤 unless the brand does. zh-TW takes
 * the brand's own zh-TW texts; any it lacks are converted with opencc once it has loaded.
 */
export function brandVariables(texts: BrandTexts): Record<string, string> {
  return {
    brandName: texts.name,
    brandMark: texts.mark,
    brandMarkSub: texts.markSub,
    brandSlogan: texts.slogan,
    brandLicence: texts.licence,
    brandAdult: texts.adult,
  };
}

const needsConversion = (brand: Brand) =>
  (['name', 'mark', 'markSub', 'slogan', 'licence', 'adult'] as const).some(
    (key) => brand.zhTW[key] === undefined,
  );

/** Keeps the instance's brand slots in step with its language, from now on. */
export function connectBrandTexts(
  i18n: I18n,
  brand: Brand,
  loadConverter: () => Promise<(text: string) => string>,
): void {
  let convert: ((text: string) => string) | undefined;
  const apply = (language: string | undefined) => {
    const locale = parseLocale(language ?? null);
    i18n.options.interpolation ??= {};
    i18n.options.interpolation.defaultVariables = brandVariables(brandTexts(brand, locale, convert));
    if (locale === 'zh-TW' && convert === undefined && needsConversion(brand)) {
      void loadConverter().then(
        (loaded) => {
          convert = loaded;
          // Shown texts re-render on the language event (useTranslation.tsx counts every one).
          if (parseLocale(i18n.language) === 'zh-TW') void i18n.changeLanguage(i18n.language);
        },
        () => undefined,
      );
    }
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}
