// @jinli/core's public surface (issue #25): the checked-in API reports (packages/core/api/*.api.md) and the
// generated section of docs/core-api.md match the code, the root entry stays within 150 names, and the
// tables of docs/core-api.md name only members and exports that exist. Regenerate with
// `npm run api:report -w @jinli/core`.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DOC_BEGIN,
  DOC_END,
  DOC_FILE,
  docSection,
  type EntrySurface,
  type ExportedName,
  ROOT_LIMIT,
  readSurface,
  reportFile,
  reportText,
} from '../../../core/scripts/apiReport.mjs';

const REGENERATE =
  'run `npm run api:report -w @jinli/core` and check in packages/core/api and docs/core-api.md';

let surface: EntrySurface[] = [];
const entry = (name: string): EntrySurface => {
  const found = surface.find((e) => e.name === name);
  if (!found) throw new Error(`no entry ${name}`);
  return found;
};
const exported = (entryName: string, name: string): ExportedName | undefined =>
  entry(entryName).names.find((n) => n.name === name);
const membersOf = (typeName: string): string[] => exported('index', typeName)?.members ?? [];

/** The first cells of the markdown table whose header row starts with `| header |`, as written. */
function firstColumn(doc: string, header: string, after = 0): string[] {
  const lines = doc.slice(after).split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${header} |`));
  if (start < 0) throw new Error(`docs/core-api.md has no table headed "${header}"`);
  const cells: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cell = line.split('|')[1]?.trim() ?? '';
    cells.push(...[...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''));
  }
  return cells;
}
/** `wallet.accounts()` -> ['wallet', 'accounts']; `validatePhone(v, regex?)` -> ['validatePhone']. */
const path = (code: string): string[] => code.replace(/\(.*$/, '').split('.');

describe('@jinli/core public surface', () => {
  beforeAll(() => {
    surface = readSurface();
  }, 180_000);

  it('has the entries root, contract, rules, machines and testing', () => {
    expect(surface.map((e) => e.specifier)).toEqual([
      '@jinli/core',
      '@jinli/core/contract',
      '@jinli/core/rules',
      '@jinli/core/machines',
      '@jinli/core/testing',
    ]);
  });

  it(`exports at most ${ROOT_LIMIT} names from the root entry`, () => {
    expect(entry('index').names.length).toBeLessThanOrEqual(ROOT_LIMIT);
    expect(exported('index', 'createJinli')?.kind).toBe('function');
    expect(exported('index', 'Loadable')?.kind).toBe('interface');
    expect(exported('index', 'ApiError')?.kind).toBe('class');
  });

  it('matches the checked-in API report of each entry', () => {
    for (const e of surface) {
      expect(readFileSync(reportFile(e), 'utf8'), `${reportFile(e)} is stale: ${REGENERATE}`).toBe(
        reportText(e),
      );
    }
  });

  it("matches docs/core-api.md's generated list of entries and names", () => {
    const doc = readFileSync(DOC_FILE, 'utf8');
    const written = doc.slice(doc.indexOf(DOC_BEGIN), doc.indexOf(DOC_END) + DOC_END.length);
    expect(written, `docs/core-api.md is stale: ${REGENERATE}`).toBe(docSection(surface));
  });

  it("docs/core-api.md's capability table lists exactly the engine's members", () => {
    const doc = readFileSync(DOC_FILE, 'utf8');
    const rows = firstColumn(doc, 'member', doc.indexOf('### Capabilities'));
    const engine = membersOf('Jinli');
    expect(engine.length).toBeGreaterThan(10);
    expect([...new Set(rows.map((code) => path(code)[0]))].sort()).toEqual([...engine].sort());
    const typeOf: Record<string, string> = { wallet: 'WalletCapability', sports: 'SportsCapability' };
    for (const [head, member] of rows.map(path)) {
      if (member === undefined || head === undefined) continue;
      expect(membersOf(typeOf[head] ?? ''), `${head}.${member}`).toContain(member);
    }
  });

  it("docs/core-api.md's member-centre table lists exactly MemberCentre's members", () => {
    const doc = readFileSync(DOC_FILE, 'utf8');
    const rows = firstColumn(doc, 'member', doc.indexOf('## Member centre')).map((code) => path(code)[1]);
    expect(rows.sort()).toEqual([...membersOf('MemberCentre')].sort());
  });

  it("docs/core-api.md's port table lists exactly the root's ports", () => {
    const doc = readFileSync(DOC_FILE, 'utf8');
    const rows = firstColumn(doc, 'port').map((code) => path(code)[0]);
    const ports = entry('index')
      .names.filter((n) => n.name.endsWith('Port'))
      .map((n) => n.name);
    expect(rows.sort()).toEqual(ports.sort());
  });

  it("docs/core-api.md's validation functions are exported by @jinli/core/rules", () => {
    const doc = readFileSync(DOC_FILE, 'utf8');
    for (const code of firstColumn(doc, 'function')) {
      const name = path(code)[0] ?? '';
      expect(exported('rules', name), `${name} (docs/core-api.md) is not in @jinli/core/rules`).toBeDefined();
    }
  });
});

describe('package CONTEXT.md files', () => {
  const packages = ['core', 'adapters', 'web', 'test-fixtures'];
  it.each(packages)('%s starts with what it is, what it may import and where to start reading', (name) => {
    const text = readFileSync(new URL(`../../../${name}/CONTEXT.md`, import.meta.url), 'utf8');
    const head = text.split('\n\n').slice(0, 2).join('\n\n');
    expect(head).toMatch(/^# /);
    for (const label of ['**What:**', '**May import:**', '**Start reading:**']) expect(head).toContain(label);
  });
});
