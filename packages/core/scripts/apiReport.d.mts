// Types of apiReport.mjs, for the test that checks the checked-in reports (test-fixtures/src/lint/coreApi.test.ts).
export interface ExportedName {
  name: string;
  kind: string;
  signature: string;
  /** Property names of an interface or type alias (empty for values). */
  members: string[];
}
export interface EntrySurface {
  name: string;
  specifier: string;
  file: string;
  names: ExportedName[];
}
export const CORE_DIR: string;
export const REPO_DIR: string;
export const DOC_FILE: string;
export const DOC_BEGIN: string;
export const DOC_END: string;
export const ROOT_LIMIT: number;
export function entries(): { name: string; specifier: string; file: string }[];
export function readSurface(): EntrySurface[];
export function reportText(entry: EntrySurface): string;
export function docSection(surface: EntrySurface[]): string;
export function withDocSection(doc: string, section: string): string;
export function reportFile(entry: { name: string }): string;
