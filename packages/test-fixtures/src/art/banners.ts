import {
  calendar,
  chip,
  coin,
  crown,
  football,
  giftBox,
  koi,
  playingCard,
  sparkle,
  ticket,
  waves,
} from './motifs.ts';
import { linearGradient, PALETTE, svgDocument, text } from './svg.ts';

const WIDTH = 1200;
const HEIGHT = 360;

export interface BannerDesign {
  title: string;
  subtitle: string;
  tag: string;
  cta: string;
  background: readonly string[];
  /** Colour of the headline; white on dark grounds. */
  titleFill: string;
  art: string;
}

export function banner(design: BannerDesign): string {
  const tagWidth = 28 + design.tag.length * 22;
  const body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<circle cx="880" cy="170" r="260" fill="url(#glow)"/>
<circle cx="1120" cy="-40" r="180" fill="#FFFFFF" opacity="0.06"/>
<circle cx="60" cy="380" r="140" fill="#FFFFFF" opacity="0.05"/>
${waves(WIDTH, 300, '#FFFFFF')}
${design.art}
<rect x="72" y="58" width="${tagWidth}" height="38" rx="19" fill="url(#gold)"/>
${text(design.tag, { x: 72 + tagWidth / 2, y: 84, size: 20, fill: PALETTE.navy, weight: 800, anchor: 'middle' })}
${text(design.title, { x: 70, y: 178, size: 68, fill: design.titleFill, weight: 900, filter: 'text-shadow', letterSpacing: 2 })}
${text(design.subtitle, { x: 72, y: 230, size: 28, fill: '#FFE9C2', weight: 600 })}
<rect x="72" y="262" width="184" height="54" rx="27" fill="url(#gold)" filter="url(#shadow)"/>
${text(`${design.cta} ›`, { x: 164, y: 297, size: 24, fill: PALETTE.navy, weight: 800, anchor: 'middle' })}`;
  return svgDocument(WIDTH, HEIGHT, design.title, linearGradient('bg', design.background, 1, 0.6), body);
}

const BANNERS: Record<string, () => string> = {
  'banner-first-deposit': () =>
    banner({
      title: '新会员首存礼',
      subtitle: '首存即享 100% 彩金，最高 8888 元',
      tag: '新会员专享',
      cta: '立即存款',
      background: [PALETTE.koi, '#C53A1C', '#7E1D0E'],
      titleFill: '#FFFFFF',
      art: [
        coin({ x: 760, y: 250, scale: 1.1 }),
        coin({ x: 835, y: 290, scale: 0.8, rotate: 20 }),
        coin({ x: 1130, y: 280, scale: 0.9, rotate: -15 }),
        koi({ x: 790, y: 150, scale: 1.05, rotate: 8 }),
        text('100%', {
          x: 1010,
          y: 110,
          size: 72,
          fill: 'url(#gold)',
          weight: 900,
          anchor: 'middle',
          filter: 'text-shadow',
        }),
        sparkle({ x: 1150, y: 70, scale: 0.9 }),
        sparkle({ x: 720, y: 80, scale: 0.6 }),
      ].join(''),
    }),
  'banner-daily-sign': () =>
    banner({
      title: '每日签到送彩金',
      subtitle: '连续签到 7 天，彩金天天领',
      tag: '天天有礼',
      cta: '去签到',
      background: [PALETTE.navy, PALETTE.navyLight, '#3A4F8A'],
      titleFill: '#FFFFFF',
      art: [
        calendar({ x: 860, y: 190, rotate: -4 }, 5),
        giftBox({ x: 1070, y: 230, scale: 0.9, rotate: 6 }),
        coin({ x: 1000, y: 90, scale: 0.7 }),
        coin({ x: 1150, y: 120, scale: 0.55 }),
        koi({ x: 690, y: 320, scale: 0.45, rotate: -20, opacity: 0.85 }),
        sparkle({ x: 730, y: 70, scale: 0.7 }),
        sparkle({ x: 1160, y: 300, scale: 0.5 }),
      ].join(''),
    }),
  'banner-sports-parlay': () =>
    banner({
      title: '体育串关加奖',
      subtitle: '串关 3 场起，最高加奖 50%',
      tag: '体育专属',
      cta: '立即投注',
      background: ['#0B1A33', '#123A5C', '#1D6A73'],
      titleFill: '#FFFFFF',
      art: [
        `<path d="M620 360L760 40M980 360L1040 40" stroke="#FFFFFF" stroke-width="2" opacity="0.08"/>`,
        ticket({ x: 1040, y: 200, rotate: 6 }, ['主胜 @1.85', '大 2.5 @1.92', '让球 @2.05']),
        football({ x: 820, y: 200, scale: 1.35, rotate: -10 }),
        text('+50%', {
          x: 840,
          y: 70,
          size: 56,
          fill: 'url(#gold)',
          weight: 900,
          anchor: 'middle',
          filter: 'text-shadow',
        }),
        sparkle({ x: 700, y: 300, scale: 0.6 }),
        sparkle({ x: 1160, y: 60, scale: 0.7 }),
      ].join(''),
    }),
  'banner-baccarat-rebate': () =>
    banner({
      title: '真人百家乐返水',
      subtitle: '每日返水最高 1.2%，上不封顶',
      tag: '真人视讯',
      cta: '立即参与',
      background: ['#3D0A15', '#7A1526', '#A3242F'],
      titleFill: '#FFFFFF',
      art: [
        playingCard({ x: 850, y: 180, rotate: -14 }, 'A', '♠'),
        playingCard({ x: 950, y: 170, rotate: 8 }, 'K', '♥'),
        chip({ x: 1090, y: 260, scale: 1 }, PALETTE.koi),
        chip({ x: 1120, y: 190, scale: 0.8 }, '#1F6FB2'),
        chip({ x: 760, y: 290, scale: 0.7 }, '#2E8B57'),
        text('1.2%', {
          x: 1100,
          y: 100,
          size: 60,
          fill: 'url(#gold)',
          weight: 900,
          anchor: 'middle',
          filter: 'text-shadow',
        }),
        sparkle({ x: 720, y: 80, scale: 0.7 }),
      ].join(''),
    }),
  'banner-vip-upgrade': () =>
    banner({
      title: 'VIP 晋级礼金',
      subtitle: '逐级晋升，礼金最高 58888 元',
      tag: '尊享特权',
      cta: '查看等级',
      background: ['#0E1528', '#1E1D3A', '#3A2A4F'],
      titleFill: PALETTE.goldLight,
      art: [
        crown({ x: 900, y: 170, scale: 1.1 }),
        coin({ x: 760, y: 280, scale: 0.8 }),
        coin({ x: 1050, y: 290, scale: 0.9, rotate: 25 }),
        coin({ x: 1120, y: 250, scale: 0.6 }),
        text('VIP', {
          x: 900,
          y: 330,
          size: 40,
          fill: 'url(#gold)',
          weight: 900,
          anchor: 'middle',
          letterSpacing: 8,
        }),
        sparkle({ x: 760, y: 80, scale: 0.8 }),
        sparkle({ x: 1060, y: 60, scale: 0.6 }),
        sparkle({ x: 1150, y: 150, scale: 0.5 }),
      ].join(''),
    }),
};

export function bannerArt(name: string): string | null {
  return BANNERS[name]?.() ?? null;
}

export const BANNER_NAMES: readonly string[] = Object.keys(BANNERS);
