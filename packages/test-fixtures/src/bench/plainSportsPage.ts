// The interactions bench's fair baseline, kept out of production code: a plain page doing the same DOM
// work as the sportsbook for each measured interaction, written as a competent engineer would without a
// framework. It takes the same push stream (the first `rows` matches of its snapshot, each with all its
// prices, keyed like the product's cells) and answers:
// - a click on an odds cell: marks the cell and appends a slip line with a stake input;
// - the odds-format select: rewrites every price on the board;
// - a sport button: rebuilds the board from the next `rows` matches;
// - a 详情 button: opens a panel under its row (a drawn pitch and the match's events), or closes it;
// - typing in a stake: the line's possible win.
// Page-side code, as text (this package type-checks without the DOM library).
import { CELL_KEY_JS } from './boardKey.ts';

export function plainSportsHtml(streamUrl: string, rows: number): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>plain sportsbook</title>
<style>
  body { font: 14px sans-serif; margin: 0; display: flex; }
  main { flex: 1; height: 100vh; overflow: auto; }
  aside { width: 320px; border-left: 1px solid #ddd; padding: 8px; }
  .match-row { display: flex; gap: 4px; padding: 6px; border-bottom: 1px solid #eee; align-items: center; }
  .match-teams { width: 220px; }
  .odds-cell { width: 64px; font-variant-numeric: tabular-nums; }
  .odds-cell.selected { background: #fde2c8; }
  .detail { padding: 8px; background: #f6f6f6; }
  .slip-line { border-bottom: 1px solid #eee; padding: 4px 0; }
</style></head><body>
<main>
  <nav><button type="button" class="sport" data-sport="0">足球</button><button type="button" class="sport" data-sport="1">篮球</button>
  <label>盘口 <select id="fmt"><option value="H">香港盘</option><option value="E">欧洲盘</option><option value="I">印尼盘</option><option value="M">马来盘</option></select></label>
  <span data-feed="poll">poll</span></nav>
  <div class="league-list"></div>
</main>
<aside aria-label="投注单"><h2>投注单 <span id="count">0</span></h2><div id="slip"></div></aside>
<script>
(() => {
  const cellKey = ${CELL_KEY_JS};
  const ROWS = ${rows};
  const list = document.querySelector('.league-list');
  const slip = document.getElementById('slip');
  const count = document.getElementById('count');
  const fmt = document.getElementById('fmt');
  let matches = [];
  let page = 0;
  const cells = new Map();
  const shown = (hk, type) => {
    const v = Number(hk);
    if (type === 'E') return (v + 1).toFixed(2);
    if (type === 'I') return (v >= 1 ? v : -1 / v).toFixed(2);
    if (type === 'M') return (v <= 1 ? v : -1 / v).toFixed(2);
    return v.toFixed(2);
  };
  const render = () => {
    cells.clear();
    list.textContent = '';
    for (const match of matches.slice(page * ROWS, page * ROWS + ROWS)) {
      const row = document.createElement('div');
      row.className = 'match-row';
      const teams = document.createElement('span');
      teams.className = 'match-teams';
      teams.textContent = match.gameId;
      row.append(teams);
      for (const price of match.prices) {
        const key = cellKey(match.gameId, price);
        const cell = document.createElement('button');
        cell.type = 'button';
        cell.className = 'odds-cell';
        cell.dataset.key = key;
        cell.dataset.r = price.r;
        cell.textContent = shown(price.r, fmt.value);
        cells.set(key, cell);
        row.append(cell);
      }
      const detail = document.createElement('button');
      detail.type = 'button';
      detail.className = 'detail-toggle';
      detail.textContent = '详情';
      row.append(detail);
      list.append(row);
    }
  };
  list.addEventListener('click', (event) => {
    const cell = event.target.closest('.odds-cell');
    if (cell) {
      const on = cell.classList.toggle('selected');
      const existing = slip.querySelector('[data-key="' + CSS.escape(cell.dataset.key) + '"]');
      if (on && !existing) {
        const line = document.createElement('div');
        line.className = 'slip-line';
        line.dataset.key = cell.dataset.key;
        line.innerHTML = '<div class="slip-pick"></div><label>投注金额 <input class="stake" inputmode="decimal"></label><div class="slip-win">可赢 ¥0.00</div>';
        line.querySelector('.slip-pick').textContent = cell.parentElement.firstChild.textContent + ' @ ' + cell.textContent;
        line.dataset.odds = cell.textContent;
        slip.append(line);
      } else if (!on && existing) existing.remove();
      count.textContent = String(slip.children.length);
      return;
    }
    const toggle = event.target.closest('.detail-toggle');
    if (toggle) {
      const row = toggle.parentElement;
      const open = row.nextElementSibling;
      if (open && open.classList.contains('detail')) { open.remove(); return; }
      const panel = document.createElement('div');
      panel.className = 'detail';
      let events = '';
      for (let i = 0; i < 10; i += 1) events += '<li>' + (i * 9) + "' 事件 " + (i + 1) + '</li>';
      panel.innerHTML = '<svg viewBox="0 0 120 80" width="360" height="240"><rect width="120" height="80" fill="#2e7d32"/><circle cx="60" cy="40" r="10" stroke="#fff" fill="none"/><line x1="60" y1="0" x2="60" y2="80" stroke="#fff"/></svg><ol>' + events + '</ol>';
      row.after(panel);
    }
  });
  slip.addEventListener('input', (event) => {
    const line = event.target.closest('.slip-line');
    const stake = Number(event.target.value);
    line.querySelector('.slip-win').textContent = '可赢 ¥' + (Number.isFinite(stake) ? (stake * Number(line.dataset.odds)).toFixed(2) : '0.00');
  });
  fmt.addEventListener('change', () => {
    for (const cell of cells.values()) cell.textContent = shown(cell.dataset.r, fmt.value);
  });
  for (const button of document.querySelectorAll('.sport')) {
    button.addEventListener('click', () => {
      page = Number(button.dataset.sport);
      render();
    });
  }
  const socket = new WebSocket(${JSON.stringify(streamUrl)});
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(event.data);
    if (frame.type === 'snapshot') {
      matches = frame.matches;
      render();
      document.querySelector('[data-feed]').dataset.feed = 'stream';
      return;
    }
    for (const match of frame.matches) {
      for (const price of match.prices) {
        const cell = cells.get(cellKey(match.gameId, price));
        if (cell) {
          cell.dataset.r = price.r;
          cell.textContent = shown(price.r, fmt.value);
        }
      }
    }
  });
})();
</script></body></html>`;
}
