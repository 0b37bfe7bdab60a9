// The lazy chunk behind traditionalPack.ts: both generated Traditional files in one request.
export { CORE_TEXT_TW } from './coreText.zh-TW.ts';
export { zhTW } from './zh-TW.ts';
