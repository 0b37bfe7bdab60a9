import { StorageKey } from '@jinli/core/contract';
import { isLocalSportPath } from '../routes/localSport.ts';

/** Whether a member's session is kept in this browser (the session capability checks it with the server). */
function hasStoredSession(): boolean {
  try {
    return (window.localStorage.getItem(StorageKey.token) ?? '') !== '';
  } catch {
    return false;
  }
}

/**
 * Issue #27: on the sportsbook the page's largest paint is its heading (`page.sportsTitle`, the brand's
 * mark + 体育), which the app draws only after the config, the session check, the venue's data and the
 * screen's code. For a stored session on /game/sport/crty the built shell (index.html `.shell-sports`)
 * shows the page's frame instead of the home's, with that heading in the brand's words, as soon as the
 * entry has the config: same box and font as the toolbar's heading in sports.css, so the app's first commit
 * replaces it with the same heading in the same place. Without a stored session the guard sends the
 * visitor to log in, so the home frame stays. After that commit there is no shell and this does nothing.
 */
export function showSportsShell(pathname: string, title: string): boolean {
  if (!isLocalSportPath(pathname) || !hasStoredSession()) return false;
  const shell = document.querySelector<HTMLElement>('.boot-shell');
  const heading = shell?.querySelector('.shell-sports h1');
  if (!shell || !heading) return false;
  heading.textContent = title;
  shell.dataset.page = 'sports';
  return true;
}

/**
 * The sportsbook's heading as the last start wrote it (any page), with its locale. A returning member's
 * sportsbook shows it from the entry's first task, before the config answers (issue #27: the config's round
 * trip was the heading's, so the page's largest paint's); the config's own words replace it if the brand
 * changed. Brand text only (the mark and 体育), never anything of the member's.
 */
const TITLE_KEY = 'shellSportsTitle';

export function rememberedSportsTitle(locale: string): string | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(TITLE_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { locale: storedLocale, title } = stored as { locale?: unknown; title?: unknown };
    return storedLocale === locale && typeof title === 'string' && title !== '' ? title : null;
  } catch {
    return null;
  }
}

export function rememberSportsTitle(locale: string, title: string | null): void {
  try {
    if (title === null) window.localStorage.removeItem(TITLE_KEY);
    else window.localStorage.setItem(TITLE_KEY, JSON.stringify({ locale, title }));
  } catch {
    // Storage full or blocked: the next visit waits for the config, as a first one does.
  }
}

/** Takes a remembered heading back off the shell (the brand has no mark in this language any more). */
export function clearSportsShellTitle(): void {
  const heading = document.querySelector('.boot-shell .shell-sports h1');
  if (heading) heading.textContent = '';
}
