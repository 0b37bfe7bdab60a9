/**
 * Build step (vite.config.ts): index.html also preloads what `main.tsx` imports at start. main.tsx
 * imports the engine (`src/app/startEngine.ts`) and the app (`src/app/App.tsx`) with `import()`, so
 * that evaluating each is a task of its own instead of one long task with everything (issue #16), and
 * so that React is evaluated only after the first calls have left (issue #26). Those chunks, and their static imports, are fetched as early as the entry's own: one more
 * modulepreload each, in the order vite writes them, on every host (a static nginx as well).
 */
export interface BootChunk {
  fileName: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
  facadeModuleId: string | null;
}

/** main.tsx's start-up imports, by source path. */
export const BOOT_IMPORTS = /[\\/]src[\\/]app[\\/](startEngine\.ts|App\.tsx)$/;

/** The files to preload besides the entry's own static imports: the boot chunks and their imports. */
export function bootPreloadFiles(entry: BootChunk, chunkOf: (fileName: string) => BootChunk | undefined) {
  const files: string[] = [];
  const seen = new Set<string>([entry.fileName, ...entry.imports]);
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = chunkOf(fileName);
    if (chunk === undefined) return;
    files.push(fileName);
    for (const next of chunk.imports) visit(next);
  };
  for (const fileName of entry.dynamicImports) {
    if (BOOT_IMPORTS.test(chunkOf(fileName)?.facadeModuleId ?? '')) visit(fileName);
  }
  return files;
}

/** Adds the links after the page's last modulepreload (or before `</head>`). */
export function addBootPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
  const last = html.lastIndexOf('<link rel="modulepreload"');
  if (last === -1) return html.replace('</head>', `    ${links}\n  </head>`);
  const end = html.indexOf('>', last) + 1;
  return `${html.slice(0, end)}\n    ${links}${html.slice(end)}`;
}

/**
 * Every JS file index.html loads: the entry, its static imports and the boot preloads (issue #27).
 * vite writes each lazy import's preload list (`__vite__mapDeps`) into the importing chunk; these files
 * are already fetched (modulepreload) and evaluated by then, so listing them again in every list only
 * adds bytes to the start-up chunks (`withoutBootFiles`).
 */
export function bootFiles(entry: BootChunk, chunkOf: (fileName: string) => BootChunk | undefined) {
  const files = new Set<string>([entry.fileName]);
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const next of chunkOf(fileName)?.imports ?? []) visit(next);
  };
  for (const fileName of entry.imports) visit(fileName);
  for (const fileName of bootPreloadFiles(entry, chunkOf)) files.add(fileName);
  return files;
}

/** A lazy import's preload list without the files index.html already loads (vite's resolveDependencies). */
export function withoutBootFiles(deps: readonly string[], boot: ReadonlySet<string>): string[] {
  return deps.filter((file) => !boot.has(file));
}
