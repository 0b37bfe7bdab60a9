/**
 * The sportsbook's push stream (docs/protocol.md "Sports stream"): a WebSocket of JSON text frames.
 * The server sends one `snapshot` (every match's live data and prices), then `delta` frames that
 * carry only what changed: a match's live data when it changed, and only its changed prices.
 */
import { z } from 'zod/mini';
import { deferred } from '../validation/deferred.ts';
import { liveMatchSchema } from './venueData.ts';

/** Path of the stream on the WebSocket host; query: `token` (login token), `siteId`. */
export const SPORTS_STREAM_PATH = '/stream/ws/v1/sports';

export const sportsStreamFrameSchema = deferred(() =>
  z.object({
    type: z.enum(['snapshot', 'delta']),
    /** Frame number on this connection, from 1: a gap means a frame was lost (reconnect). */
    seq: z.int().check(z.positive()),
    /** Server time when the frame was sent (epoch ms). */
    at: z.number(),
    matches: z.array(liveMatchSchema),
  }),
);
export type SportsStreamFrame = z.infer<typeof sportsStreamFrameSchema>;

const CHAT_HANDSHAKE_PATH = '/stream/ws/v1/handshake';

/**
 * The stream URL for a runtime `wsUrl` (empty: the page's own origin, http → ws; a URL ending in the
 * chat handshake path: its base), with the member's token and the site id.
 */
export function resolveSportsStreamUrl(wsUrl: string, origin: string, token: string, siteId: string): string {
  const configured = wsUrl.trim().replace(/\/+$/, '');
  let base = configured === '' ? origin.replace(/^http/, 'ws') : configured;
  if (base.endsWith(CHAT_HANDSHAKE_PATH)) base = base.slice(0, -CHAT_HANDSHAKE_PATH.length);
  return `${base}${SPORTS_STREAM_PATH}?token=${encodeURIComponent(token)}&siteId=${encodeURIComponent(siteId)}`;
}
