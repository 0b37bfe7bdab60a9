/**
 * Simplified -> Traditional (Taiwan) for UI strings. opencc's `cn -> tw` is character based, so a few
 * words come out as mainland vocabulary in Traditional characters; these overrides fix them after
 * conversion. Used by scripts/gen-zh-tw.mjs and by the test that keeps zh-TW.ts in sync.
 */
export const TW_OVERRIDES: ReadonlyArray<readonly [string, string]> = [
  ['登錄', '登入'],
  ['賬號', '帳號'],
  ['賬戶', '帳戶'],
  ['轉賬', '轉帳'],
  ['到賬', '到帳'],
  ['視頻', '影片'],
  ['信息', '訊息'],
  ['軟件', '軟體'],
  ['網絡', '網路'],
  ['加載', '載入'],
  ['默認', '預設'],
  ['質量', '品質'],
  ['鏈接', '連結'],
  // 游 (swim) vs 遊 (play): opencc keeps 游 in 游藝/游戲廳, Taiwan writes 遊.
  ['游藝', '遊藝'],
  // opencc reads 新余 in 刷新余额 as the city of Xinyu and keeps its 余.
  ['刷新余額', '刷新餘額'],
];

export type Convert = (text: string) => string;

export function applyOverrides(text: string): string {
  let out = text;
  for (const [from, to] of TW_OVERRIDES) out = out.split(from).join(to);
  return out;
}

/** Converts every string leaf of a message tree, keeping its keys and interpolation slots. */
export function convertMessages<T>(messages: T, convert: Convert): T {
  if (typeof messages === 'string') {
    return applyOverrides(convert(messages)) as T;
  }
  if (typeof messages !== 'object' || messages === null) return messages;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) out[key] = convertMessages(value, convert);
  return out as T;
}
