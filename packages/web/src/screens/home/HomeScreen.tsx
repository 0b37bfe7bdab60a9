import { useEffect } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { CategoryTiles } from './CategoryTiles.tsx';
import { NoticeBar } from './NoticeBar.tsx';
import { SponsorBlock } from './SponsorBlock.tsx';
import { ShowcaseSlot } from './showcase/ShowcaseSlot.tsx';
import { WhyUs } from './WhyUs.tsx';
import './home.css';

export function HomeScreen() {
  const home = useServices().Home;
  useEffect(() => home.ensureLoaded(), [home]);
  return (
    <div className="home container">
      <BannerCarousel />
      <NoticeBar />
      <CategoryTiles />
      <ShowcaseSlot />
      <WhyUs />
      <SponsorBlock />
    </div>
  );
}
