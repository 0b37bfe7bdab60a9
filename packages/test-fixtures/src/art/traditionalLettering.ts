/**
 * Traditional lettering for the sandbox's banner and sponsor art (issue #28: they kept Simplified text
 * under 繁). Pairs of Simplified and Traditional characters, as opencc's cn→tw gives them for every text
 * those drawings letter. The sandbox has no converter of its own, so a new word needs its pair here.
 */
const PAIRS =
  '会會员員礼禮专專签簽连連续續领領体體关關奖獎单單胜勝让讓属屬场場乐樂视視讯訊顶頂参參与與晋晉级級权權' +
  '优優赠贈务務绑綁机機计計运運转轉盘盤费費赢贏周週竞競赛賽额額军軍独獨请請赚賺广廣营營' +
  // The sponsor cards' lettering.
  '创創锦錦鲤鯉娱娛于於岚嵐区區电電战戰队隊赞贊篮籃';

const TO_TRADITIONAL = new Map<string, string>();
for (let i = 0; i + 1 < PAIRS.length; i += 2) TO_TRADITIONAL.set(PAIRS[i] ?? '', PAIRS[i + 1] ?? '');

/** The drawing with its Simplified letters replaced by Traditional ones (markup is ASCII, untouched). */
export function toTraditionalLettering(svg: string): string {
  return svg.replace(/[\u4e00-\u9fff]/g, (char) => TO_TRADITIONAL.get(char) ?? char);
}

/** Characters of the table (for the test). */
export const SIMPLIFIED_LETTERS: readonly string[] = [...TO_TRADITIONAL.keys()];

/** Art names ending in this are the Traditional lettering of the name before it. */
export const TRADITIONAL_SUFFIX = '-zh-tw';
