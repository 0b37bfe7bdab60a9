// opencc-js exports its dictionaries as `opencc-js/dict/<name>` ("./*" in its package.json), untyped:
// each is a string of "source replacement" entries joined by '|'.
declare module 'opencc-js/dict/*' {
  const dict: string;
  export default dict;
}
