import { describe, expect, it } from 'vitest';
import {
  addBootPreloads,
  type BootChunk,
  bootFiles,
  bootPreloadFiles,
  withoutBootFiles,
} from './bootPreloads.ts';

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

describe('boot files in lazy preload lists', () => {
  const chunks = new Map<string, BootChunk>(
    [
      chunk(
        'assets/index.js',
        '/w/src/main.tsx',
        ['assets/csp.js'],
        ['assets/startEngine.js', 'assets/App.js', 'assets/lazy.js'],
      ),
      chunk('assets/csp.js', null, ['assets/runtime.js']),
      chunk('assets/runtime.js', null),
      chunk('assets/startEngine.js', '/w/src/app/startEngine.ts', ['assets/engine.js']),
      chunk('assets/engine.js', null, ['assets/runtime.js']),
      chunk('assets/App.js', '/w/src/app/App.tsx', ['assets/app.js']),
      chunk('assets/app.js', null, ['assets/engine.js']),
      chunk('assets/lazy.js', '/w/src/screens/Lazy.tsx', ['assets/shared.js', 'assets/app.js']),
      chunk('assets/shared.js', null),
    ].map((c) => [c.fileName, c]),
  );
  const boot = bootFiles(chunks.get('assets/index.js') as BootChunk, (name) => chunks.get(name));

  it('are the entry, its static imports and the boot preloads, and no lazy chunk', () => {
    expect([...boot].sort()).toEqual(
      [
        'assets/App.js',
        'assets/app.js',
        'assets/csp.js',
        'assets/engine.js',
        'assets/index.js',
        'assets/runtime.js',
        'assets/startEngine.js',
      ].sort(),
    );
  });

  it('leave a lazy import its own chunk and the lazy chunks it shares, in order', () => {
    expect(
      withoutBootFiles(['assets/lazy.js', 'assets/runtime.js', 'assets/shared.js', 'assets/app.js'], boot),
    ).toEqual(['assets/lazy.js', 'assets/shared.js']);
  });
});
