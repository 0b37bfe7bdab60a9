import type { Home, HomeState } from '@jinli/core';
import { isSafeUrl } from '@jinli/core/rules';

/**
 * The picture the home carousel's first slide shows (BannerCarousel.tsx) once the banner list has
 * answered: the first banner's art when its URL passes the app's rule (isSafeUrl: http(s) or this
 * origin), else '' (none); `undefined` while the list is still on its way.
 */
export function firstBannerArt({ banners }: HomeState): string | undefined {
  const art = banners.data?.[0]?.image ?? '';
  return banners.status === 'loading' ? undefined : isSafeUrl(art) ? art : '';
}

/**
 * Issue #27: on `/` the page's largest paint is the first banner. startEarlyLoads has just asked for the
 * banner list (the state is 'loading'); when it answers before React's first commit (the UI's code is
 * still arriving or being evaluated), the built shell's hero frame (index.html `.shell-hero`, where the
 * carousel draws) shows that picture at once, as the carousel's first slide shows it: same src, the
 * 1200 x 360 box, cover (index.html's style), fetched first. React's first commit replaces the shell with
 * the carousel showing the same, by then cached, picture in the same place: nothing moves or flickers,
 * the picture only shows sooner. After that commit there is no shell and this does nothing.
 */
export function showFirstBannerInShell(home: Home): void {
  const off = home.subscribe(() => {
    const art = firstBannerArt(home.getSnapshot());
    if (art === undefined) return;
    off();
    if (art)
      document.querySelector('.shell-hero')?.append(
        Object.assign(new Image(1200, 360), {
          alt: '',
          decoding: 'async',
          fetchPriority: 'high',
          src: art,
        } as const),
      );
  });
}
