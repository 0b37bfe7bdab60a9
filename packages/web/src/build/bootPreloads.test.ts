import { describe, expect, it } from 'vitest';
import { addBootPreloads, type BootChunk, bootPreloadFiles } from './bootPreloads.ts';

const chunk = (fileName: string, facade: string | null, imports: string[] = [], dynamic: string[] = []) =>
  ({ fileName, facadeModuleId: facade, imports, dynamicImports: dynamic }) satisfies BootChunk;

describe('boot preloads', () => {
  const chunks = new Map<string, BootChunk>(
    [
      chunk(
        'assets/index.js',
        '/w/src/main.tsx',
        ['assets/react.js'],
        ['assets/startEngine.js', 'assets/App.js', 'assets/zhTW.js'],
      ),
      chunk('assets/react.js', null),
      chunk('assets/startEngine.js', '/w/src/app/startEngine.ts', ['assets/core.js', 'assets/react.js']),
      chunk('assets/App.js', '/w/src/app/App.tsx', ['assets/router.js', 'assets/core.js']),
      chunk('assets/core.js', null, ['assets/zod.js']),
      chunk('assets/zod.js', null),
      chunk('assets/router.js', null),
      chunk('assets/zhTW.js', '/w/src/i18n/traditionalPack.ts', ['assets/opencc.js']),
    ].map((c) => [c.fileName, c]),
  );
  const entry = chunks.get('assets/index.js') as BootChunk;

  it('preloads the engine and the app with their imports, once each, and no lazy chunk', () => {
    const files = bootPreloadFiles(entry, (name) => chunks.get(name));
    expect(files).toEqual([
      'assets/startEngine.js',
      'assets/core.js',
      'assets/zod.js',
      'assets/App.js',
      'assets/router.js',
    ]);
  });

  it('adds the links after the last modulepreload of the page', () => {
    const html =
      '<head>\n    <script type="module" src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react.js">\n  </head>';
    const out = addBootPreloads(html, ['assets/core.js']);
    expect(out).toBe(
      '<head>\n    <script type="module" src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react.js">\n    <link rel="modulepreload" crossorigin href="/assets/core.js">\n  </head>',
    );
    expect(addBootPreloads(html, [])).toBe(html);
  });
});
