import { banner } from './banners.ts';
import { calendar, chip, coin, crown, football, giftBox, koi, sparkle, ticket } from './motifs.ts';
import { PALETTE, text } from './svg.ts';

/** A lucky-draw wheel drawn with eight alternating slices (promotion art only). */
function wheel(x: number, y: number, r: number): string {
  const slices = Array.from({ length: 8 }, (_, i) => {
    const a0 = (i * Math.PI) / 4;
    const a1 = ((i + 1) * Math.PI) / 4;
    const p = (a: number) => `${(x + r * Math.cos(a)).toFixed(1)} ${(y + r * Math.sin(a)).toFixed(1)}`;
    return `<path d="M${x} ${y}L${p(a0)}A${r} ${r} 0 0 1 ${p(a1)}Z" fill="${i % 2 ? PALETTE.cream : PALETTE.gold}"/>`;
  }).join('');
  return `<circle cx="${x}" cy="${y}" r="${r + 14}" fill="${PALETTE.koiDeep}"/>${slices}<circle cx="${x}" cy="${y}" r="${r * 0.18}" fill="${PALETTE.koi}" stroke="#FFFFFF" stroke-width="4"/><path d="M${x - 16} ${y - r - 26}h32l-16 34z" fill="#FFFFFF"/>`;
}

/** A podium with three steps for the race leaderboard art. */
function podium(x: number, y: number): string {
  return `<rect x="${x - 150}" y="${y - 60}" width="100" height="60" rx="6" fill="${PALETTE.cream}" opacity="0.9"/>
<rect x="${x - 50}" y="${y - 100}" width="100" height="100" rx="6" fill="${PALETTE.gold}"/>
<rect x="${x + 50}" y="${y - 40}" width="100" height="40" rx="6" fill="${PALETTE.cream}" opacity="0.75"/>
${text('1', { x, y: y - 40, size: 48, fill: PALETTE.navy, weight: 900, anchor: 'middle' })}
${text('2', { x: x - 100, y: y - 16, size: 34, fill: PALETTE.navy, weight: 900, anchor: 'middle' })}
${text('3', { x: x + 100, y: y - 8, size: 28, fill: PALETTE.navy, weight: 900, anchor: 'middle' })}`;
}

const ACTIVITY_BANNERS: Record<string, () => string> = {
  'banner-again-deposit': () =>
    banner({
      title: '每日再存优惠',
      subtitle: '再存享 50% 彩金，最高 2888 元',
      tag: '存款加赠',
      cta: '立即再存',
      background: ['#7A1E3A', '#B33A3A', '#E8542C'],
      titleFill: '#FFFFFF',
      art: [
        coin({ x: 820, y: 220, scale: 1.2 }),
        coin({ x: 900, y: 270, scale: 0.9, rotate: 15 }),
        coin({ x: 980, y: 190, scale: 0.7, rotate: -10 }),
        text('50%', {
          x: 1080,
          y: 130,
          size: 76,
          fill: 'url(#gold)',
          weight: 900,
          anchor: 'middle',
          filter: 'text-shadow',
        }),
        sparkle({ x: 1150, y: 260, scale: 0.8 }),
      ].join(''),
    }),
  'banner-new-task': () =>
    banner({
      title: '新人任务大礼包',
      subtitle: '完成任务领彩金，累计最高 122 元',
      tag: '新人专享',
      cta: '去做任务',
      background: ['#0F3D3E', '#17615B', '#2A8C7A'],
      titleFill: '#FFFFFF',
      art: [
        ticket({ x: 900, y: 190, rotate: -5 }, ['✔ 首次存款', '✔ 绑定手机', '○ 累计投注'], '任务清单'),
        giftBox({ x: 1090, y: 240, scale: 1, rotate: 8 }),
        sparkle({ x: 760, y: 90, scale: 0.7 }),
        coin({ x: 1140, y: 90, scale: 0.6 }),
      ].join(''),
    }),
  'banner-lucky-draw': () =>
    banner({
      title: '幸运大转盘',
      subtitle: '每日免费抽奖，最高赢取 888 元',
      tag: '天天抽奖',
      cta: '立即抽奖',
      background: [PALETTE.navy, '#3B2A6B', '#6B2F8C'],
      titleFill: '#FFFFFF',
      art: [
        wheel(960, 190, 130),
        sparkle({ x: 760, y: 80, scale: 0.8 }),
        sparkle({ x: 1150, y: 300, scale: 0.6 }),
      ].join(''),
    }),
  'banner-race': () =>
    banner({
      title: '周末投注竞赛',
      subtitle: '按投注额排名，冠军独得 8888 元',
      tag: '竞赛排行',
      cta: '查看排行',
      background: ['#0B1A33', '#1B3A6B', '#2F5D9B'],
      titleFill: '#FFFFFF',
      art: [
        podium(960, 320),
        crown({ x: 960, y: 150, scale: 1.2 }),
        football({ x: 780, y: 120, scale: 0.8, rotate: 12 }),
        chip({ x: 1140, y: 110, scale: 0.8 }, PALETTE.koi),
      ].join(''),
    }),
  'banner-invite': () =>
    banner({
      title: '邀请好友赚彩金',
      subtitle: '每邀请 1 位好友存款，即得 58 元',
      tag: '推广合营',
      cta: '立即邀请',
      background: [PALETTE.koi, '#D9752B', PALETTE.gold],
      titleFill: '#FFFFFF',
      art: [
        koi({ x: 840, y: 170, scale: 0.9, rotate: -10 }),
        koi({ x: 1040, y: 220, scale: 0.75, rotate: 170 }),
        calendar({ x: 1130, y: 90, scale: 0.5, rotate: 8 }, 3),
        sparkle({ x: 950, y: 80, scale: 0.9 }),
      ].join(''),
    }),
};

export function activityBannerArt(name: string): string | null {
  return ACTIVITY_BANNERS[name]?.() ?? null;
}

export const ACTIVITY_BANNER_NAMES: readonly string[] = Object.keys(ACTIVITY_BANNERS);
