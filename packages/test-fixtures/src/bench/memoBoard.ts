// The sports flood bench's fair baseline, kept out of production code: what a competent engineer writes
// without our per-cell stores or per-frame batching. A plain React list (React from node_modules,
// bundled here at bench time with esbuild into memory, not part of the product build): one state object
// of matches, a new object per socket message for the matches it changed, and `React.memo` rows, so a
// message re-renders only the rows whose match changed. Every match is in the DOM (not virtualised).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CELL_KEY_JS } from './boardKey.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

const ENTRY = `
import { createElement as h, memo, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const cellKey = ${CELL_KEY_JS};

const Row = memo(function Row({ gameId, match }) {
  return h('div', { className: 'match-row', 'data-game': gameId },
    h('span', { className: 'match-teams' }, gameId),
    match.prices.map((price) =>
      h('button', { key: cellKey(gameId, price), className: 'odds-cell', 'data-key': cellKey(gameId, price),
        disabled: price.suspended }, price.suspended ? '封盘' : price.r)));
});

function Board({ streamUrl }) {
  const [state, setState] = useState({ live: false, ids: [], matches: {} });
  useEffect(() => {
    const socket = new WebSocket(streamUrl);
    socket.addEventListener('message', (event) => {
      const frame = JSON.parse(event.data);
      setState((current) => {
        const matches = { ...current.matches };
        let ids = current.ids;
        for (const m of frame.matches) {
          const known = matches[m.gameId];
          if (known === undefined) ids = ids === current.ids ? [...ids, m.gameId] : (ids.push(m.gameId), ids);
          const prices = known === undefined ? [] : [...known.prices];
          for (const price of m.prices) {
            const index = prices.findIndex((p) => p.oddGameId === price.oddGameId && p.w === price.w);
            if (index >= 0) prices[index] = price;
            else prices.push(price);
          }
          matches[m.gameId] = { prices };
        }
        return { live: current.live || frame.type === 'snapshot', ids, matches };
      });
    });
    return () => socket.close();
  }, [streamUrl]);
  return h('div', null,
    h('span', { 'data-feed': state.live ? 'stream' : 'poll' }, state.live ? 'stream' : 'poll'),
    h('div', { className: 'league-list' }, state.ids.map((id) => h(Row, { key: id, gameId: id, match: state.matches[id] }))));
}

createRoot(document.getElementById('root')).render(h(Board, { streamUrl: window.__streamUrl }));
`;

let bundle: Promise<string> | undefined;

/** The baseline's script: React 19 production build plus the board above, as one IIFE. */
function memoBoardScript(): Promise<string> {
  bundle ??= (async () => {
    // esbuild comes with tsx (this package's runner), which is where it is resolved from.
    const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx'));
    const esbuild = (await import(
      pathToFileURL(fromTsx.resolve('esbuild')).href
    )) as typeof import('esbuild');
    const dir = mkdtempSync(join(tmpdir(), 'jinli-memo-board-'));
    try {
      const entry = join(dir, 'entry.js');
      writeFileSync(entry, ENTRY);
      const result = await esbuild.build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        nodePaths: [join(ROOT, 'node_modules')],
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
      });
      return result.outputFiles[0]?.text ?? '';
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return bundle;
}

/** The baseline page for `streamUrl` (the sports push stream with a member's token). */
export async function memoBoardHtml(streamUrl: string): Promise<string> {
  const script = (await memoBoardScript()).replaceAll('</script', '<\\/script');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>React.memo baseline</title></head>
<body><div id="root"></div>
<script>window.__streamUrl = ${JSON.stringify(streamUrl)};</script>
<script>${script}</script>
</body></html>`;
}

/** The floor: the same stream into a page with no list (each frame parsed, nothing rendered). */
export function blankBoardHtml(streamUrl: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>blank floor</title></head>
<body><span data-feed="poll" id="feed">poll</span>
<script>
  const feed = document.getElementById('feed');
  const socket = new WebSocket(${JSON.stringify(streamUrl)});
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(event.data);
    if (frame.type === 'snapshot') { feed.dataset.feed = 'stream'; feed.textContent = 'stream'; }
  });
</script>
</body></html>`;
}
