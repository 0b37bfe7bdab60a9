import { type Brand, type BrandTexts, brandTexts } from '@jinli/core/contract';
import type { Texts } from './texts.ts';

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

/** Keeps the texts' brand slots in step with their language, from now on. */
export function connectBrandTexts(
  texts: Texts,
  brand: Brand,
  loadConverter: () => Promise<(text: string) => string>,
): void {
  let convert: ((text: string) => string) | undefined;
  const apply = () => {
    const locale = texts.language;
    texts.setVariables(brandVariables(brandTexts(brand, locale, convert)));
    if (locale === 'zh-TW' && convert === undefined && needsConversion(brand)) {
      void loadConverter().then(
        (loaded) => {
          convert = loaded;
          // Shown texts re-render on the announced change (useTranslation.tsx counts every one).
          if (texts.language === 'zh-TW') void texts.changeLanguage(texts.language);
        },
        () => undefined,
      );
    }
  };
  apply();
  texts.onChange(apply);
}
