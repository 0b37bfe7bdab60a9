import { useBrand } from '../app/useBrand.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';

/** The brand's mark (its logo art from the runtime config, issue #26), drawn square. */
export function BrandMark({ size = 44 }: { size?: number }) {
  const brand = useBrand();
  return (
    <img
      className="brand-mark"
      src={brand.logo}
      width={size}
      height={size}
      alt=""
      aria-hidden="true"
      decoding="async"
    />
  );
}

/** Mark + the brand's wordmark. The link around it carries the accessible name. */
export function Logo() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <span className="logo">
      <BrandMark />
      <span className="logo-words" aria-hidden="true">
        <span className="logo-cn">{t('brand.mark')}</span>
        <span className="logo-sub">
          {brand.markSub !== '' && <span>{t('brand.markSub')}</span>}
          {brand.latin !== '' && <span className="logo-en">{brand.latin}</span>}
        </span>
      </span>
    </span>
  );
}
