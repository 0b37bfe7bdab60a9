import type { MouseEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import './skipLinks.css';

/** Where the skip links lead: the page's main landmark and, on the sportsbook, the bet slip column. */
export const MAIN_CONTENT_ID = 'main-content';
export const BET_SLIP_ID = 'bet-slip';

/** Moves focus (and the reading position) to an element, without a hash navigation the router would see. */
function jumpTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id);
    if (target === null) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
}

/**
 * The first stops of the Tab order (issue #28): hidden until focused, they lead past the header, the
 * menus and the match list. `slip` adds the one to the sportsbook's bet slip.
 */
export function SkipLinks({ slip = false }: { slip?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="skip-links">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={jumpTo(MAIN_CONTENT_ID)}>
        {t('shell.skipToMain')}
      </a>
      {slip && (
        <a className="skip-link" href={`#${BET_SLIP_ID}`} onClick={jumpTo(BET_SLIP_ID)}>
          {t('shell.skipToSlip')}
        </a>
      )}
    </div>
  );
}
