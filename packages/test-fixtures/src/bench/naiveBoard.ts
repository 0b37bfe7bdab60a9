// The sports flood bench's naive baseline, kept out of production code: a page that renders every
// match of the push stream from one state object, rebuilding the whole list on every frame (no
// virtualisation, no per-cell state). The real page is measured against it (a second, labelled line
// beside the fair React.memo baseline of memoBoard.ts).
import { CELL_KEY_JS } from './boardKey.ts';

/** The baseline page for `streamUrl` (the sports push stream with a member's token). */
export function naiveBoardHtml(streamUrl: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>naive baseline</title></head>
<body>
<span data-feed="poll" id="feed">poll</span>
<div class="league-list" id="list"></div>
<script>
  const cellKey = ${CELL_KEY_JS};
  const state = { matches: {} };
  const list = document.getElementById('list');
  const feed = document.getElementById('feed');
  function render() {
    let html = '';
    for (const [gameId, match] of Object.entries(state.matches)) {
      html += '<div class="match-row" data-game="' + gameId + '">';
      for (const price of match.prices)
        html += '<button class="odds-cell" data-key="' + cellKey(gameId, price).replaceAll('"', '&quot;') + '">' +
          (price.suspended ? '封盘' : price.r) + '</button>';
      html += '</div>';
    }
    list.innerHTML = html;
  }
  const socket = new WebSocket(${JSON.stringify(streamUrl)});
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(event.data);
    for (const match of frame.matches) {
      const known = state.matches[match.gameId] || { prices: [] };
      const byKey = new Map(known.prices.map((p) => [p.oddGameId + p.w + (p.rtype || ''), p]));
      for (const price of match.prices) byKey.set(price.oddGameId + price.w + (price.rtype || ''), price);
      state.matches = { ...state.matches, [match.gameId]: { prices: [...byKey.values()] } };
    }
    render();
    if (frame.type === 'snapshot') {
      feed.dataset.feed = 'stream';
      feed.textContent = 'stream';
    }
  });
</script>
</body></html>`;
}
