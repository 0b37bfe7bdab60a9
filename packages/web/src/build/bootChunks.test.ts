import { describe, expect, it } from 'vitest';
import { barrelExports, bootModules, importedNames, type ModuleFacts, staticModules } from './bootChunks.ts';

describe('the start-up modules that the boot chunks hold (issue #27)', () => {
  it('reads the names a module imports, leaving out type-only ones', () => {
    const code =
      "import { a, b as c, type T } from './x.ts';\nimport type { U } from './y.ts';\nimport d from './z.ts';";
    expect([...importedNames(code)]).toEqual(['a', 'b']);
  });

  it('reads a barrel by target; a module with code or a package re-export is no barrel', () => {
    const barrel =
      "// entry\nexport { a, b as c } from './one.ts';\nexport type { T } from './two.ts';\nexport { d } from '../three.ts';";
    expect(barrelExports(barrel, '/p/src/index.ts')).toEqual(
      new Map([
        [
          '/p/src/one.ts',
          new Map([
            ['a', 'a'],
            ['c', 'b'],
          ]),
        ],
        ['/p/three.ts', new Map([['d', 'd']])],
      ]),
    );
    expect(barrelExports("export { a } from './one.ts';\nconst x = 1;", '/p/i.ts')).toBeNull();
    expect(barrelExports("export { a } from 'pkg';", '/p/i.ts')).toBeNull();
  });

  const graph: Record<string, ModuleFacts> = {
    '/w/src/main.tsx': { code: "import { r } from '/react';", importedIds: ['/react'] },
    '/react': { code: 'export const r = 1;', importedIds: [] },
    '/w/src/app/startEngine.ts': {
      code: "import { createJinli } from '@core';\nimport { r } from 'react';",
      importedIds: ['/core/index.ts', '/react'],
    },
    '/w/src/app/App.tsx': {
      code: "import { sportsRule, createJinli } from '@core';",
      importedIds: ['/core/index.ts'],
    },
    '/core/index.ts': {
      code: "export { createJinli } from './engine.ts';\nexport { sportsRule } from './sports.ts';\nexport { lazyOnly } from './lazy.ts';",
      importedIds: ['/core/engine.ts', '/core/sports.ts', '/core/lazy.ts'],
    },
    '/core/engine.ts': { code: "import { shared } from './shared.ts';", importedIds: ['/core/shared.ts'] },
    '/core/shared.ts': { code: 'export const shared = 1;', importedIds: [] },
    '/core/sports.ts': { code: 'export const sportsRule = 1;', importedIds: [] },
    '/core/lazy.ts': { code: 'export const lazyOnly = 1;', importedIds: [] },
  };
  const info = (id: string) => graph[id];

  it('follows a barrel only into the modules whose names are imported', () => {
    expect([...staticModules('/w/src/app/startEngine.ts', info)].sort()).toEqual([
      '/core/engine.ts',
      '/core/index.ts',
      '/core/shared.ts',
      '/react',
      '/w/src/app/startEngine.ts',
    ]);
  });

  it('gives each module to the first start-up import that reaches it; lazy-only modules to none', () => {
    const boot = bootModules(Object.keys(graph), info);
    expect([...boot.entry].sort()).toEqual(['/react', '/w/src/main.tsx']);
    expect(boot.engine.has('/core/engine.ts')).toBe(true);
    expect(boot.engine.has('/react')).toBe(false);
    expect(boot.app.has('/core/sports.ts')).toBe(true);
    expect(boot.app.has('/core/engine.ts')).toBe(false);
    for (const set of Object.values(boot)) expect(set.has('/core/lazy.ts')).toBe(false);
  });

  it('lists what `/` loads after its first paint, start-up modules left out', () => {
    const withHome: Record<string, ModuleFacts> = {
      ...graph,
      '/core/src/home/showcase.ts': {
        code: "import { venues } from '../sports/venueData.ts';\nimport { shared } from '../../shared.ts';",
        importedIds: ['/core/src/sports/venueData.ts', '/core/shared.ts'],
      },
      '/core/src/sports/venueData.ts': { code: 'export const venues = 1;', importedIds: [] },
      '/w/src/screens/sports/SportsScreen.tsx': {
        code: "import { venues } from '@core';",
        importedIds: ['/core/src/sports/venueData.ts'],
      },
    };
    const boot = bootModules(Object.keys(withHome), (id) => withHome[id]);
    expect([...boot.home].sort()).toEqual(['/core/src/home/showcase.ts', '/core/src/sports/venueData.ts']);
  });
});
