import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The Jinli mark: a golden-ringed koi drawn inline so it renders on any backend. */
export function KoiMark({ size = 44 }: { size?: number }) {
  const id = useId();
  const body = `${id}-body`;
  const ring = `${id}-ring`;
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={ring} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8e3a3" />
          <stop offset="0.5" stopColor="#d9a441" />
          <stop offset="1" stopColor="#9c6a17" />
        </linearGradient>
        <linearGradient id={body} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff8a4c" />
          <stop offset="0.55" stopColor="#e8542c" />
          <stop offset="1" stopColor="#b3311a" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill="#2a1610" stroke={`url(#${ring})`} strokeWidth="3" />
      <path
        d="M44 13c7 2 9 9 6 16-3 8-11 14-20 17-3 1-5 3-6 6l-3-6-7 3 3-7-6-3c4-1 7-1 9-3 3-4 4-10 8-15 4-6 10-9 16-8z"
        fill={`url(#${body})`}
      />
      <path d="M38 19c3-2 7-2 9 1-2 2-6 3-9 2z" fill="#fff7ee" opacity="0.9" />
      <path d="M30 31c3 0 6 2 7 5-3 1-7 1-9-1z" fill="#fff7ee" opacity="0.85" />
      <path d="M33 24c-4 1-8 5-9 9" stroke="#ffd7a8" strokeWidth="1.2" fill="none" opacity="0.7" />
      <circle cx="46" cy="18" r="1.6" fill="#2a1610" />
      <path d="M48 23c2 1 4 3 4 5" stroke="#f5d78e" strokeWidth="1.2" fill="none" strokeLinecap="round" />
      <circle cx="16" cy="18" r="2" fill="#f5d78e" opacity="0.8" />
      <circle cx="12" cy="25" r="1.2" fill="#f5d78e" opacity="0.6" />
    </svg>
  );
}

/** Mark + 锦鲤 wordmark. The link around it carries the accessible name. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <KoiMark />
      <span className="logo-words" aria-hidden="true">
        <span className="logo-cn">{t('brand.mark')}</span>
        <span className="logo-sub">
          <span>{t('brand.markSub')}</span>
          <span className="logo-en">JINLI</span>
        </span>
      </span>
    </span>
  );
}
