import { type ReactNode, useEffect } from 'react';
import { useServices } from '../../../app/ServicesProvider.tsx';
import { useLazy } from '../../../app/useLazy.ts';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import { zhCNShowcase } from '../../../i18n/zh-CN.showcase.ts';
import { FeaturedMatches } from './FeaturedMatches.tsx';
import { HotGames } from './HotGames.tsx';
import { JackpotTicker } from './JackpotTicker.tsx';
import { LogoStrip } from './LogoStrip.tsx';
import { SideBar } from './SideBar.tsx';
import './showcase.css';

/** The showcase's zh-CN texts join the catalogue before anything reads them (zh-TW's pack has them). */
function WithShowcaseTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  if (!i18n.exists('showcase.jackpotTitle', 'zh-CN')) i18n.addTexts('zh-CN', zhCNShowcase);
  return children;
}

/**
 * The home page's selling sections (issue #28 item 10), a lazy chunk mounted once `/` has painted:
 * the jackpot ticker, hot games, featured matches with prices, the provider and payment strip and the
 * floating side bar. Data comes from the engine's `showcase` capability (loaded here, on first use).
 */
export default function HomeShowcase() {
  const engine = useServices().Engine;
  const showcase = useLazy(engine.showcase);
  useEffect(() => {
    engine.showcase.get().then(
      (built) => built.ensureLoaded(),
      () => undefined,
    );
  }, [engine]);
  return (
    <WithShowcaseTexts>
      <div className="showcase">
        <JackpotTicker showcase={showcase} />
        <HotGames showcase={showcase} />
        <FeaturedMatches showcase={showcase} />
        <LogoStrip showcase={showcase} />
      </div>
      <SideBar />
    </WithShowcaseTexts>
  );
}
