import { CORE_TEXT } from '@jinli/core/rules';
import { collectCoreText } from './coreText.ts';
import { zhCNPages } from './zh-CN.pages.ts';
import { zhCN } from './zh-CN.ts';

function leaves(tree: unknown, out: string[] = []): string[] {
  if (typeof tree === 'string') out.push(tree);
  else if (tree !== null && typeof tree === 'object')
    for (const value of Object.values(tree)) leaves(value, out);
  return out;
}

/**
 * The words the site itself uses (UI catalogue and core's text): the compact Traditional dictionary keeps
 * the phrases opencc matches in them (traditionalConverter.ts). Build-time only (scripts, tests).
 */
export function siteVocabulary(): string[] {
  return [...leaves(zhCN), ...leaves(zhCNPages), ...collectCoreText(CORE_TEXT)];
}
