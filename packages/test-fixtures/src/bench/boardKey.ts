// The DOM key of one odds cell on every sports bench page: the same string as core's `pickKey` for a
// stream price (JSON of gameId, oddGameId, wager code, outright rtype), so the probe finds the changed
// cell on the product page and on the baseline pages alike. Page-side code, as text.
export const CELL_KEY_JS = `(gameId, p) => JSON.stringify([gameId, p.oddGameId, p.w, p.rtype ?? null])`;
