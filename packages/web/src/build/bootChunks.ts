/**
 * Build step (vite.config.ts, issue #27): the modules a first visit evaluates at start, by the start-up
 * import that reaches them first: the entry's static graph (main.tsx), then the engine's
 * (src/app/startEngine.ts), then the app's (src/app/App.tsx). vite.config.ts's code-splitting groups put
 * the engine's modules in one chunk and the app's in another, instead of one chunk for each set of lazy
 * screens that shares a module with them (two dozen files of a few hundred bytes each, every one a
 * request and a gzip header on the first visit). Lazy chunks import what they share from those two.
 *
 * A static import is not always code the importer runs: core's entries (`@jinli/core`, `/contract`,
 * `/rules`, `/machines`) re-export every capability, most of them lazy. A module made only of
 * `export { … } from './…'` lines (a barrel) is therefore followed only into the modules whose names
 * its importer imports; every other module is followed whole (an over-estimate, never an under-one:
 * a module the start-up code runs is always in its set).
 */

/** What the build knows of a module (rolldown's `getModuleInfo`). */
export interface ModuleFacts {
  code: string | null;
  importedIds: readonly string[];
}

/** The names a module imports by name (`import { a, b as c } from`), type-only ones left out. */
export function importedNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const [, list = ''] of code.matchAll(/import\s*\{([^}]*)\}\s*from/g))
    for (const part of list.split(',')) {
      const name =
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '';
      if (name !== '' && !name.startsWith('type ')) names.add(name);
    }
  return names;
}

const RE_EXPORT = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?/g;

/** Joins a relative specifier to the importing module's folder (posix or Windows ids). */
function joinPath(id: string, spec: string): string {
  const separator = id.includes('\\') && !id.includes('/') ? '\\' : '/';
  const parts = id.split(/[\\/]/).slice(0, -1);
  for (const segment of spec.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join(separator);
}

/**
 * A barrel's re-exports: target module id → (exported name → the target's own name). null when the
 * module is not a barrel (it has other code, or re-exports a package, which cannot be followed by path).
 */
export function barrelExports(code: string, id: string): Map<string, Map<string, string>> | null {
  const body = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const statements = [...body.matchAll(RE_EXPORT)];
  if (statements.length === 0 || body.replace(RE_EXPORT, '').trim() !== '') return null;
  const exports = new Map<string, Map<string, string>>();
  for (const [, typeOnly, list = '', spec = ''] of statements) {
    if (typeOnly !== undefined) continue;
    if (!spec.startsWith('.')) return null;
    const target = joinPath(id, spec);
    const names = exports.get(target) ?? new Map<string, string>();
    for (const part of list.split(',')) {
      const [local = '', exported = local] = part
        .trim()
        .split(/\s+as\s+/)
        .map((name) => name.trim());
      if (local !== '' && !local.startsWith('type ')) names.set(exported, local);
    }
    exports.set(target, names);
  }
  return exports;
}

/** The modules reachable from `start` by static imports (barrels by name), leaving out `skip`'s. */
export function staticModules(
  start: string,
  info: (id: string) => ModuleFacts | null | undefined,
  skip: ReadonlySet<string> = new Set(),
): Set<string> {
  const into = new Set<string>();
  const stack: [string, ReadonlySet<string> | null][] = [[start, null]];
  const barrelAsks = new Map<string, Set<string>>();
  while (stack.length > 0) {
    const [id, asked] = stack.pop() as [string, ReadonlySet<string> | null];
    const module = info(id);
    const code = module?.code ?? null;
    const barrel = code === null || asked === null ? null : barrelExports(code, id);
    if (barrel !== null && asked !== null) {
      // Walked for each set of names asked of it (and in every closure: it holds no code of its own).
      const seen = barrelAsks.get(id) ?? new Set<string>();
      const fresh = [...asked].filter((name) => !seen.has(name));
      if (fresh.length === 0) continue;
      for (const name of fresh) seen.add(name);
      barrelAsks.set(id, seen);
      into.add(id);
      for (const [target, names] of barrel) {
        const wanted = new Set(
          [...names].filter(([exported]) => fresh.includes(exported)).map(([, local]) => local),
        );
        if (wanted.size > 0) stack.push([target, wanted]);
      }
      continue;
    }
    if (skip.has(id) || into.has(id)) continue;
    into.add(id);
    const names = code === null ? new Set<string>() : importedNames(code);
    for (const next of module?.importedIds ?? []) stack.push([next, names]);
  }
  return into;
}

/** main.tsx and its two start-up imports (src/build/bootPreloads.ts's BOOT_IMPORTS), by source path. */
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const ENGINE = /[\\/]src[\\/]app[\\/]startEngine\.ts$/;
const APP = /[\\/]src[\\/]app[\\/]App\.tsx$/;

/**
 * What `/` imports after its first paint: the home's showcase (core's capability, with the venue
 * data, and its screen), the tab bar's list and the dialogs. vite.config.ts's groups for what members
 * load leave their modules out, so a visitor on `/` loads none of those chunks.
 */
const HOME_AFTER_PAINT = [
  /core[\\/]src[\\/]home[\\/]showcase\.ts$/,
  /[\\/]src[\\/]screens[\\/]home[\\/]showcase[\\/]HomeShowcase\.tsx$/,
  /[\\/]src[\\/]layout[\\/]TabBarList\.tsx$/,
  /[\\/]src[\\/]components[\\/]Dialog\.tsx$/,
];

export interface BootModules {
  entry: Set<string>;
  engine: Set<string>;
  app: Set<string>;
  /** The modules `/` loads after its first paint (HOME_AFTER_PAINT's static graphs), start-up left out. */
  home: Set<string>;
}

/** The start-up modules by the import that reaches them first; empty sets when a start module is missing. */
export function bootModules(
  ids: Iterable<string>,
  info: (id: string) => ModuleFacts | null | undefined,
): BootModules {
  const all = [...ids];
  const entry = all.find((id) => ENTRY.test(id));
  const engine = all.find((id) => ENGINE.test(id));
  const app = all.find((id) => APP.test(id));
  if (entry === undefined || engine === undefined || app === undefined)
    return { entry: new Set(), engine: new Set(), app: new Set(), home: new Set() };
  const entryModules = staticModules(entry, info);
  const engineModules = staticModules(engine, info, entryModules);
  const appModules = staticModules(app, info, new Set([...entryModules, ...engineModules]));
  const startUp = new Set([...entryModules, ...engineModules, ...appModules]);
  const home = new Set(
    all
      .filter((id) => HOME_AFTER_PAINT.some((pattern) => pattern.test(id)))
      .flatMap((id) => [...staticModules(id, info, startUp)]),
  );
  return { entry: entryModules, engine: engineModules, app: appModules, home };
}
