import { rootFontSize } from './rootFontSize.ts';

/** Sets the root font size now and on every resize (one update per animation frame). */
export function applyRootFontSize(win: Window): () => void {
  let frame = 0;
  const apply = () => {
    frame = 0;
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`;
  };
  const onResize = () => {
    if (frame === 0) frame = win.requestAnimationFrame(apply);
  };
  apply();
  win.addEventListener('resize', onResize);
  return () => win.removeEventListener('resize', onResize);
}
