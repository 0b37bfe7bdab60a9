import { CANNON_SVG, fishSvg, SLOT_SYMBOLS, type SlotSymbol } from '../../art/demoGameArt.ts';
import { escapeXml } from '../../art/svg.ts';
import { findGame, findVenue } from '../../seed/games.ts';

/** What a demo game looks like: a slot cabinet, or a fishing sea for fishing venues (BY). */
export type DemoGameKind = 'slot' | 'fishing';

// Each reel's strip starts with what it lands on: the middle row reads 7 7 7.
const REELS: readonly (readonly SlotSymbol[])[] = [
  ['cherry', 'seven', 'bell', 'diamond', 'lemon', 'star', 'koi', 'coin'],
  ['diamond', 'seven', 'coin', 'koi', 'cherry', 'bell', 'star', 'lemon'],
  ['star', 'seven', 'lemon', 'coin', 'bell', 'koi', 'diamond', 'cherry'],
];

const FONT = '"PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif';

// Shared by both kinds. Every rule is plain CSS in the document's own <style> (the slot frame keeps it).
const BASE_CSS = `*{box-sizing:border-box}html,body{height:100%}
body{margin:0;display:flex;align-items:center;justify-content:center;overflow:hidden;font-family:${FONT};color:#FFF6E5;-webkit-font-smoothing:antialiased}
h1{margin:0;font-size:clamp(20px,5vw,34px);letter-spacing:2px;color:#FFE08A;text-shadow:0 2px 0 #7A2A10,0 0 18px rgba(255,200,90,.45)}
.venue{margin:0 0 4px;font-size:clamp(12px,2.6vw,14px);color:#FFE9C7}
.tag{margin:0;font-size:12px;color:#F6E3D0}
.meter{display:grid;gap:2px;min-width:0;padding:6px 12px;border-radius:10px;background:rgba(0,0,0,.35);box-shadow:inset 0 0 0 1px rgba(255,224,138,.35);text-align:center}
.meter span{font-size:11px;color:#F6E3D0}.meter b{font-size:clamp(13px,3.4vw,17px);color:#FFE08A;font-variant-numeric:tabular-nums}
@media (prefers-reduced-motion:reduce){*{animation:none!important}}`;

const SLOT_CSS = `body{background:radial-gradient(circle at 50% 20%,#7A1F10,#2A0B06 60%,#140503)}
.cab{--cell:min(88px,21vw,13vh);display:grid;justify-items:center;gap:clamp(8px,2vh,16px);width:min(560px,94vw);padding:clamp(14px,3vh,26px) clamp(12px,4vw,32px);border-radius:28px;text-align:center;background:linear-gradient(180deg,#3B150B,#1C0905);box-shadow:0 0 0 4px #D9A441,0 0 0 9px #7A2A10,0 24px 60px rgba(0,0,0,.6)}
.lights{width:100%;height:10px;border-radius:5px;background:radial-gradient(circle,#FFE08A 0 3px,transparent 4px) 0 0/20px 10px repeat-x;animation:blink 1.2s steps(2) infinite}
.window{position:relative;padding:10px;border-radius:16px;background:linear-gradient(180deg,#D9A441,#8A5A12);box-shadow:0 6px 18px rgba(0,0,0,.5)}
.reels{display:flex;gap:8px}
.reel{width:var(--cell);height:calc(var(--cell)*3);overflow:hidden;border-radius:10px;background:linear-gradient(180deg,#E9DCC6,#FFF9EE 30%,#FFF9EE 70%,#E9DCC6);box-shadow:inset 0 8px 14px rgba(0,0,0,.28),inset 0 -8px 14px rgba(0,0,0,.28)}
.strip{display:flex;flex-direction:column;animation:spin .42s linear}
.strip span{display:block;width:var(--cell);height:var(--cell);padding:14%}
.r1{animation-iteration-count:5}.r2{animation-iteration-count:7}.r3{animation-iteration-count:9}
.payline{position:absolute;left:4px;right:4px;top:50%;height:calc(var(--cell) + 4px);transform:translateY(-50%);border:3px solid #FF5A36;border-radius:12px;box-shadow:0 0 14px rgba(255,90,54,.8);pointer-events:none}
.payline::after{content:"";position:absolute;inset:-6px;border-radius:14px;box-shadow:0 0 22px 4px rgba(255,224,138,.9);opacity:0;animation:glow 1s ease-in-out 3.8s infinite alternate}
.win{margin:0;padding:6px 18px;border-radius:999px;background:linear-gradient(90deg,#B8361A,#E8542C,#B8361A);font-weight:700;color:#FFF6E5;box-shadow:0 0 0 2px #FFE08A;opacity:0;animation:show .4s ease-out 3.9s forwards}
.win b{color:#FFE08A;font-variant-numeric:tabular-nums}
.bar{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:10px;width:100%}
.spin{display:grid;place-items:center;width:clamp(54px,15vw,72px);height:clamp(54px,15vw,72px);border-radius:50%;background:radial-gradient(circle at 35% 30%,#FF9A6B,#E8542C 55%,#8E2410);box-shadow:0 0 0 3px #FFE08A,0 6px 14px rgba(0,0,0,.5);font-weight:700;font-size:clamp(13px,3.4vw,16px);color:#FFF6E5}
@keyframes spin{from{transform:translateY(0)}to{transform:translateY(-50%)}}
@keyframes blink{50%{opacity:.35}}
@keyframes glow{to{opacity:1}}
@keyframes show{to{opacity:1}}
@media (prefers-reduced-motion:reduce){.win{opacity:1}}`;

const FISH = [
  { body: '#F2B441', fin: '#E8542C', top: 14, size: 120, speed: 19, delay: -4, times: 'x50' },
  { body: '#4FC3F7', fin: '#0277BD', top: 30, size: 86, speed: 13, delay: -9, times: 'x10' },
  { body: '#E8542C', fin: '#FFE08A', top: 44, size: 100, speed: 16, delay: -2, times: 'x20' },
  { body: '#A78BFA', fin: '#5B21B6', top: 58, size: 70, speed: 11, delay: -6, times: 'x5' },
  { body: '#66BB6A', fin: '#1B5E20', top: 24, size: 64, speed: 9, delay: -1, times: 'x3' },
  { body: '#F48FB1', fin: '#AD1457', top: 50, size: 78, speed: 14, delay: -11, times: 'x8' },
] as const;

const FISHING_CSS = `body{background:linear-gradient(180deg,#0B4F6C 0%,#0E7490 35%,#075985 70%,#0C2D48 100%)}
.sea{position:relative;width:100%;height:100%;overflow:hidden}
.sea::before{content:"";position:absolute;top:0;bottom:0;left:-240px;right:0;background:repeating-linear-gradient(100deg,rgba(255,255,255,.06) 0 40px,transparent 40px 120px);animation:light 9s linear infinite}
.hud{position:absolute;z-index:2;top:0;left:0;right:0;display:flex;align-items:center;justify-content:space-between;gap:10px;padding:12px clamp(12px,3vw,24px);background:linear-gradient(180deg,rgba(4,22,38,.85),rgba(4,22,38,0))}
.fish{position:absolute;right:-30%;display:grid;justify-items:center;animation:swim linear infinite}
.fish i{font-style:normal;font-size:12px;font-weight:700;color:#FFE08A;text-shadow:0 1px 2px #000}
.bubble{position:absolute;bottom:-20px;width:12px;height:12px;border-radius:50%;border:2px solid rgba(255,255,255,.55);animation:rise linear infinite}
.floor{position:absolute;bottom:0;left:0;right:0;height:18%;background:radial-gradient(ellipse at 20% 100%,#C2A36B 0 40%,transparent 41%),radial-gradient(ellipse at 75% 110%,#B08F58 0 45%,transparent 46%)}
.cannon{position:absolute;z-index:2;bottom:64px;left:50%;width:clamp(70px,16vw,100px);height:clamp(56px,13vw,80px);transform:translateX(-50%)}
.foot{position:absolute;z-index:2;bottom:0;left:0;right:0;display:flex;align-items:center;justify-content:space-between;gap:10px;padding:10px clamp(12px,3vw,24px);background:rgba(4,22,38,.75)}
@keyframes swim{from{transform:translateX(0)}to{transform:translateX(calc(-100vw - 160%))}}
@keyframes rise{to{transform:translateY(-110vh)}}
@keyframes light{to{transform:translateX(240px)}}`;

function page(title: string, css: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>${BASE_CSS}
${css}</style></head><body>${body}</body></html>`;
}

function slotBody(venue: string, game: string): string {
  const reel = (symbols: readonly SlotSymbol[], index: number) =>
    `<div class="reel"><div class="strip r${index + 1}">${[...symbols, ...symbols]
      .map((symbol) => `<span>${SLOT_SYMBOLS[symbol]}</span>`)
      .join('')}</div></div>`;
  return `<main class="cab"><div class="lights"></div><header><p class="venue">${venue} · 演示游戏</p><h1>${game}</h1></header>
<div class="window"><div class="reels">${REELS.map(reel).join('')}</div><div class="payline"></div></div>
<p class="win">三个7 · 赢得 <b>88.00</b></p>
<div class="bar"><div class="meter"><span>余额（演示）</span><b>10,000.00</b></div><span class="spin">旋转</span><div class="meter"><span>单注</span><b>2.00</b></div></div>
<p class="tag">锦鲤沙盒演示 · 不涉及真实资金</p></main>`;
}

function fishingBody(venue: string, game: string): string {
  const fish = FISH.map(
    (f) =>
      `<div class="fish" style="top:${f.top}%;width:${f.size}px;animation-duration:${f.speed}s;animation-delay:${f.delay}s"><div style="width:${f.size}px;height:${f.size / 2}px">${fishSvg(f.body, f.fin)}</div><i>${f.times}</i></div>`,
  ).join('');
  const bubbles = [8, 22, 37, 55, 68, 83, 93]
    .map(
      (left, i) =>
        `<span class="bubble" style="left:${left}%;animation-duration:${6 + (i % 3) * 2}s;animation-delay:-${i * 1.3}s"></span>`,
    )
    .join('');
  return `<main class="sea"><header class="hud"><div><p class="venue">${venue} · 演示游戏</p><h1>${game}</h1></div><div class="meter"><span>炮台倍数</span><b>x10</b></div></header>
${fish}${bubbles}<div class="floor"></div><div class="cannon">${CANNON_SVG}</div>
<footer class="foot"><div class="meter"><span>余额（演示）</span><b>10,000.00</b></div><p class="tag">锦鲤沙盒演示 · 不涉及真实资金</p></footer></main>`;
}

/**
 * A self-contained demo game document (no scripts, no network, drawn SVG art): the game's name, its
 * venue, and a slot cabinet whose reels spin and land on 7 7 7, or for fishing a sea of swimming fish.
 * Served as `/sandbox-game/<EN>/<gameCode>` and sent as the slot payload, so every launch lands
 * somewhere real, and looks like it.
 */
export function demoGameHtml(venueName: string, gameName: string, kind: DemoGameKind = 'slot'): string {
  const venue = escapeXml(venueName);
  const game = escapeXml(gameName);
  return kind === 'fishing'
    ? page(game, FISHING_CSS, fishingBody(venue, game))
    : page(game, SLOT_CSS, slotBody(venue, game));
}

/** The demo page for `/sandbox-game/<EN>/<gameCode>`, or null for an unknown venue. */
export function demoGamePage(pathname: string): string | null {
  const match = /^\/sandbox-game\/([A-Z0-9]+)\/([a-z0-9-]+)$/.exec(pathname);
  if (match === null) return null;
  const [, enName = '', gameCode = ''] = match;
  const venue = findVenue(enName);
  if (venue === undefined) return null;
  const game = findGame(enName, gameCode);
  return demoGameHtml(
    venue.name,
    game?.name ?? `${venue.name}大厅`,
    venue.category === 'BY' ? 'fishing' : 'slot',
  );
}
