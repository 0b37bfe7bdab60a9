// The stack floor of the first-visit bench: what the libraries the architecture mandates on every page
// weigh before any code of ours. A minimal app entry that really uses each of them the way our start
// does (createRoot + render, an inversify container, an i18next instance with one
// zh-CN resource, an xstate actor read with useSelector, a valtio proxy, a zod safeParse, a ky call
// behind a button) is bundled with esbuild, minified for the
// browser with production React, and gzipped (node:zlib, default level). Each library's share is shown
// two ways: what it adds to a bare React page, and what the floor loses without it (shared code such as
// React counts once, so the second column does not add up to the floor).
// The entry is generated (see PARTS) and resolved from packages/web, so the versions are the app's.
// No router: the app's is its own code over core's route table (issue #27), not a mandated library.
// No big.js (core's decimal is its own since issue #27) and no rxjs: it is in the stack but no longer on
// every page (it loads with the first socket, chat or the sportsbook).
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** One mandated library's minimal use: imports, module-level set-up, hook lines, JSX in the page. */
interface Part {
  name: string;
  /** Short name for the summary line. */
  label: string;
  imports: string;
  setup?: string;
  hooks?: string;
  jsx: string;
}

const PARTS: readonly Part[] = [
  {
    name: 'inversify',
    label: 'inversify',
    imports: "import { Container } from 'inversify';",
    setup: `const Tokens = { Config: Symbol('Config'), Clock: Symbol('Clock') };
const container = new Container({ defaultScope: 'Singleton' });
container.bind(Tokens.Config).toConstantValue({ apiBase: '/api' });
container.bind(Tokens.Clock).toDynamicValue(() => ({ now: () => Date.now() }));`,
    jsx: `<p data-api={container.get<{ apiBase: string }>(Tokens.Config).apiBase}>
  {container.get<{ now: () => number }>(Tokens.Clock).now()}</p>`,
  },
  {
    name: 'i18next',
    label: 'i18next',
    imports: "import { createInstance } from 'i18next';",
    setup: `const i18n = createInstance();
void i18n.init({
  lng: 'zh-CN', fallbackLng: 'zh-CN', initAsync: false, returnNull: false,
  resources: { 'zh-CN': { translation: { home: { title: '锦鲤娱乐' } } } },
  interpolation: { escapeValue: false },
});`,
    jsx: "<h1>{i18n.t('home.title')}</h1>",
  },
  {
    name: 'xstate + @xstate/react',
    label: 'xstate',
    imports: `import { assign, createActor, setup } from 'xstate';
import { useSelector } from '@xstate/react';`,
    setup: `const counter = setup({ types: { context: {} as { count: number }, events: {} as { type: 'inc' } } })
  .createMachine({ context: { count: 0 }, on: { inc: { actions: assign({ count: ({ context }) => context.count + 1 }) } } });
const actor = createActor(counter).start();`,
    hooks: 'const count = useSelector(actor, (snapshot) => snapshot.context.count);',
    jsx: '<button type="button" onClick={() => actor.send({ type: \'inc\' })}>{count}</button>',
  },
  {
    name: 'valtio',
    label: 'valtio',
    imports: "import { proxy, useSnapshot } from 'valtio';",
    setup: 'const ui = proxy({ menuOpen: false });',
    hooks: 'const snap = useSnapshot(ui);',
    jsx: `<button type="button" onClick={() => { ui.menuOpen = !ui.menuOpen; }}>{snap.menuOpen ? '关闭' : '菜单'}</button>`,
  },
  {
    // Named imports, not core's `import { z } from 'zod'`: esbuild keeps the whole `z` namespace (every
    // locale, JSON Schema: 91 KB gzip, not 26) where vite 8's rolldown keeps only the members used, as
    // named imports do here.
    name: 'zod',
    label: 'zod',
    imports: "import { enum as zEnum, number, object, string } from 'zod';",
    setup: `const RuntimeConfig = object({ apiBase: string(), siteId: number().int(), theme: zEnum(['light', 'dark']) });
const parsed = RuntimeConfig.safeParse(JSON.parse(document.body.dataset.config ?? '{}'));`,
    jsx: "<p>{parsed.success ? parsed.data.apiBase : '配置错误'}</p>",
  },
  {
    name: 'ky',
    label: 'ky',
    imports: "import ky from 'ky';",
    jsx: `<button type="button" onClick={() => void ky('/api/home', { method: 'post', json: {}, timeout: 10_000, retry: 0 }).json()}>刷新</button>`,
  },
];

/** The libraries the floor holds, short, for the summary line. */
export const FLOOR_LIBRARIES = ['react-dom', ...PARTS.map((part) => part.label)];

/** The entry source with the given parts: a React 19 root rendering one page that uses each part. */
function entrySource(parts: readonly Part[]): string {
  return `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
${parts.map((part) => part.imports).join('\n')}

function Home() {
  ${parts.map((part) => part.hooks ?? '').join('\n  ')}
  return (
    <main>
      <span>锦鲤</span>
      ${parts.map((part) => part.jsx).join('\n      ')}
    </main>
  );
}
${parts.map((part) => part.setup ?? '').join('\n')}

createRoot(document.getElementById('root')!).render(
  <StrictMode><Home /></StrictMode>,
);
`;
}

/** Resolved like the app's own modules, so each library is the version the web package gets. */
const WEB_DIR = fileURLToPath(new URL('../../../web/', import.meta.url));

/** Gzip bytes of the minified production bundle of an entry with these parts. */
async function gzipOfEntry(parts: readonly Part[]): Promise<number> {
  const result = await build({
    stdin: { contents: entrySource(parts), resolveDir: WEB_DIR, loader: 'tsx', sourcefile: 'stackFloor.tsx' },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    tsconfigRaw: '{}',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0]?.contents;
  if (bytes === undefined) throw new Error('stack floor: esbuild wrote no output');
  return gzipSync(bytes).length;
}

export interface FloorRow {
  name: string;
  /** What the library adds to a bare React page (gzip bytes). */
  onReact: number;
  /** What the floor loses without the library (gzip bytes). */
  inFloor: number;
}

export interface StackFloor {
  /** Gzip bytes of the whole floor bundle. */
  total: number;
  /** A bare React 19 page: createRoot + render (gzip bytes). */
  react: number;
  rows: FloorRow[];
}

/** Bundles the floor, a bare React page, and each library alone on React and removed from the floor. */
export async function measureStackFloor(): Promise<StackFloor> {
  const [total, react] = await Promise.all([gzipOfEntry(PARTS), gzipOfEntry([])]);
  const rows: FloorRow[] = [];
  for (const part of PARTS) {
    const [alone, without] = await Promise.all([
      gzipOfEntry([part]),
      gzipOfEntry(PARTS.filter((other) => other !== part)),
    ]);
    rows.push({ name: part.name, onReact: alone - react, inFloor: total - without });
  }
  return { total, react, rows };
}
