import type { PromoCard } from '@jinli/core/contract';
import { isInAppPath, isSafeUrl } from '@jinli/core/rules';
import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { Link } from '../../routes/routing.tsx';
import {
  AUTO_ADVANCE_MS,
  clampIndex,
  nextIndex,
  previousIndex,
  shouldAutoAdvance,
  slidesNear,
} from './carousel.ts';
import { SectionError } from './SectionError.tsx';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

export function BannerCarousel() {
  const { t } = useTranslation();
  const home = useServices().Home;
  const clock = useServices().Clock;
  const banners = useReadable(home, (s) => s.banners);
  const serverText = useServerText();
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const slides = banners.data ?? [];
  const count = slides.length;
  const active = clampIndex(current, count);
  // Art is loaded for the slides near the shown one and kept once loaded (carousel.ts slidesNear).
  const [reached, setReached] = useState<ReadonlySet<PromoCard['id']>>(() => new Set());
  const near = useMemo(
    () => new Set(slidesNear(active, count).flatMap((index) => slides[index]?.id ?? [])),
    [active, count, slides],
  );
  useEffect(() => {
    setReached((before) =>
      [...near].every((id) => before.has(id)) ? before : new Set([...before, ...near]),
    );
  }, [near]);

  useEffect(() => {
    if (!shouldAutoAdvance({ count, paused, reducedMotion })) return;
    const timer = clock.repeat(() => setCurrent((index) => nextIndex(index, count)), AUTO_ADVANCE_MS);
    return () => clock.cancelRepeat(timer);
  }, [clock, count, paused, reducedMotion]);

  if (count === 0) {
    return (
      <section className="hero" aria-label={t('home.bannerLabel')}>
        {banners.status === 'error' ? (
          <div className="hero-frame hero-frame-empty">
            <SectionError message={banners.errorMessage} onRetry={() => void home.loadBanners()} />
          </div>
        ) : (
          <div className="hero-frame skeleton" aria-busy={banners.status !== 'ready'} />
        )}
      </section>
    );
  }

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={t('home.bannerLabel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="hero-frame">
        <div className="hero-track" style={{ transform: `translateX(-${active * 100}%)` }}>
          {slides.map((slide, index) => (
            <Slide
              key={slide.id}
              slide={slide}
              hidden={index !== active}
              first={index === 0}
              withArt={near.has(slide.id) || reached.has(slide.id)}
              text={serverText}
            />
          ))}
        </div>
        <button
          type="button"
          className="hero-arrow hero-arrow-prev"
          aria-label={t('common.prev')}
          onClick={() => setCurrent(previousIndex(active, count))}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              stroke="currentColor"
              strokeWidth="2.4"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <button
          type="button"
          className="hero-arrow hero-arrow-next"
          aria-label={t('common.next')}
          onClick={() => setCurrent(nextIndex(active, count))}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M9 5l7 7-7 7"
              stroke="currentColor"
              strokeWidth="2.4"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <div className="hero-dots">
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={index === active ? 'is-active' : undefined}
              aria-label={t('home.bannerDot', { index: index + 1 })}
              aria-current={index === active}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

interface SlideProps {
  slide: PromoCard;
  hidden: boolean;
  /** The first slide is the page's largest paint: fetched first, the others after it. */
  first: boolean;
  /** Whether its picture is asked for yet (the slide keeps its box either way). */
  withArt: boolean;
  text: (s: string) => string;
}

/** Banner art is 1200 x 360 (the frame's 10:3), so the image box is known before it loads. */
const BANNER_SIZE = { width: 1200, height: 360 } as const;

function Slide({ slide, hidden, first, withArt, text }: SlideProps) {
  const body = (
    <>
      {withArt && isSafeUrl(slide.image) && (
        <img
          src={slide.image}
          alt=""
          draggable={false}
          {...BANNER_SIZE}
          fetchPriority={first ? 'high' : 'low'}
        />
      )}
      {/* Banner art carries its own lettering; the caption names the link for assistive tech. */}
      <span className="visually-hidden">
        {text(slide.title)}，{text(slide.subtitle)}
      </span>
    </>
  );
  const common = { className: 'hero-slide', 'aria-hidden': hidden, tabIndex: hidden ? -1 : 0 } as const;
  if (isInAppPath(slide.link)) {
    return (
      <Link to={slide.link} {...common}>
        {body}
      </Link>
    );
  }
  const safe = isSafeUrl(slide.link);
  return safe ? (
    <a href={slide.link} target="_blank" rel="noopener noreferrer" {...common}>
      {body}
    </a>
  ) : (
    <div className="hero-slide" aria-hidden={hidden}>
      {body}
    </div>
  );
}
