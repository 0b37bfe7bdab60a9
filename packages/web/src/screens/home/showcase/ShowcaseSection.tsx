import type { Loadable, Readable, Showcase, ShowcaseState } from '@jinli/core';
import type { ReactNode } from 'react';
import { useReadable } from '../../../app/useReadable.ts';
import { Link } from '../../../routes/routing.tsx';
import { SectionError } from '../SectionError.tsx';

const NONE: Readable<null> = { subscribe: () => () => undefined, getSnapshot: () => null };

/** One slice of the showcase, null while its code loads. */
export function useShowcaseSlice<K extends keyof ShowcaseState>(
  showcase: Showcase | null,
  key: K,
): ShowcaseState[K] | null {
  return useReadable<ShowcaseState | null, ShowcaseState[K] | null>(
    showcase ?? NONE,
    (s) => s?.[key] ?? null,
  );
}

interface SectionProps {
  id: string;
  title: string;
  subtitle?: string;
  more?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}

/** A showcase section: the home page's section head, an optional "more" link, its body. */
export function ShowcaseSection({ id, title, subtitle, more, className, children }: SectionProps) {
  return (
    <section className={`home-section showcase-section ${className ?? ''}`} aria-labelledby={id}>
      <header className="section-head">
        <h2 id={id}>{title}</h2>
        {subtitle && <p>{subtitle}</p>}
        {more && (
          <Link to={more.to} className="showcase-more">
            {more.label} →
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}

interface BodyProps<T> {
  /** null while the showcase's code loads. */
  slice: Loadable<T> | null;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  skeleton: ReactNode;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** Loading (skeleton), failed (message + 重试), empty (a sentence) or the data. */
export function SectionBody<T>({ slice, isEmpty, empty, skeleton, onRetry, children }: BodyProps<T>) {
  if (slice === null || slice.data === null) {
    if (slice?.status === 'error') return <SectionError message={slice.errorMessage} onRetry={onRetry} />;
    return <div aria-busy="true">{skeleton}</div>;
  }
  if (isEmpty(slice.data)) return <p className="showcase-empty">{empty}</p>;
  return <>{children(slice.data)}</>;
}
