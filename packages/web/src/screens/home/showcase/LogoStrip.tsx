import type { Showcase } from '@jinli/core';
import { useServerText } from '../../../i18n/useServerText.ts';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import { PaymentMark, type PaymentMethod, VenueMark } from './marks.tsx';
import { SectionBody, ShowcaseSection, useShowcaseSlice } from './ShowcaseSection.tsx';

const PAYMENTS: readonly PaymentMethod[] = ['unionpay', 'alipay', 'wechat', 'usdt', 'bank', 'ecny'];
const SKELETON_LOGOS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** 合作场馆 (the venues, drawn as marks) and 支付方式 (the deposit methods), one strip. */
export function LogoStrip({ showcase }: { showcase: Showcase | null }) {
  const { t } = useTranslation();
  const text = useServerText();
  const slice = useShowcaseSlice(showcase, 'providers');
  return (
    <ShowcaseSection id="showcase-providers" title={t('showcase.providersTitle')} className="showcase-logos">
      <SectionBody
        slice={slice}
        isEmpty={(venues) => venues.length === 0}
        empty={t('showcase.providersEmpty')}
        skeleton={
          <ul className="logo-row">
            {SKELETON_LOGOS.map((id) => (
              <li key={id} className="logo-item showcase-skeleton" />
            ))}
          </ul>
        }
        onRetry={() => void showcase?.loadProviders()}
      >
        {(venues) => (
          <ul className="logo-row" data-testid="provider-logos">
            {venues.map((venue) => (
              <li key={venue.enName} className="logo-item">
                <VenueMark name={text(venue.name)} seed={venue.enName} />
                <span>{text(venue.name)}</span>
              </li>
            ))}
          </ul>
        )}
      </SectionBody>
      <h3 className="logo-subtitle">{t('showcase.paymentsTitle')}</h3>
      <ul className="logo-row logo-row-payments" data-testid="payment-logos">
        {PAYMENTS.map((method) => (
          <li key={method} className="logo-item">
            <PaymentMark method={method} />
            <span>{t(`showcase.payments.${method}`)}</span>
          </li>
        ))}
      </ul>
    </ShowcaseSection>
  );
}
