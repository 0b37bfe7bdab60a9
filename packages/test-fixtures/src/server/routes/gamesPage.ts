import { escapeXml } from '../../art/svg.ts';
import { findGame, findVenue } from '../../seed/games.ts';

const SYMBOLS = ['🍒', '💎', '7', '🔔', '🍋', '⭐', '🐟', '💰'];

/**
 * A self-contained demo game document (no scripts from elsewhere, no network): the game's name, its
 * venue and three spinning reels. Served as `/sandbox-game/<EN>/<gameCode>` and sent as the slot
 * payload, so every launch lands somewhere real.
 */
export function demoGameHtml(venueName: string, gameName: string): string {
  const reel = (offset: number) =>
    `<div class="reel"><div class="strip" style="animation-delay:-${offset}00ms">${[...SYMBOLS, ...SYMBOLS]
      .map((s) => `<span>${s}</span>`)
      .join('')}</div></div>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeXml(gameName)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:radial-gradient(circle at 50% 30%,#5b1a0e,#1a0b07 70%);font-family:"PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;color:#fff6e5}
.cab{text-align:center;padding:32px 48px;border-radius:24px;background:linear-gradient(180deg,#2b130c,#140805);box-shadow:0 0 0 4px #d9a441,0 24px 60px rgba(0,0,0,.6)}
h1{margin:0 0 4px;font-size:34px;color:#ffe08a;letter-spacing:2px}p{margin:0 0 20px;color:#f6ede6;opacity:.75}
.reels{display:flex;gap:12px;justify-content:center}.reel{width:96px;height:112px;overflow:hidden;border-radius:12px;background:#fff6e5;box-shadow:inset 0 6px 12px rgba(0,0,0,.35)}
.strip{display:flex;flex-direction:column;animation:spin 1.6s linear infinite}.strip span{height:112px;line-height:112px;font-size:56px;color:#b8361a;font-weight:700}
@keyframes spin{from{transform:translateY(0)}to{transform:translateY(-896px)}}
@media (prefers-reduced-motion:reduce){.strip{animation:none}}
.tag{margin-top:20px;font-size:13px;opacity:.6}
</style></head><body><main class="cab"><h1>${escapeXml(gameName)}</h1><p>${escapeXml(venueName)} · 演示游戏</p>
<div class="reels">${reel(0)}${reel(5)}${reel(9)}</div><div class="tag">锦鲤沙盒演示 · 不涉及真实资金</div></main></body></html>`;
}

/** The demo page for `/sandbox-game/<EN>/<gameCode>`, or null for an unknown venue. */
export function demoGamePage(pathname: string): string | null {
  const match = /^\/sandbox-game\/([A-Z0-9]+)\/([a-z0-9-]+)$/.exec(pathname);
  if (match === null) return null;
  const [, enName = '', gameCode = ''] = match;
  const venue = findVenue(enName);
  if (venue === undefined) return null;
  const game = findGame(enName, gameCode);
  return demoGameHtml(venue.name, game?.name ?? `${venue.name}大厅`);
}
