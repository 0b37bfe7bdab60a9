import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from './http.ts';
import type { SandboxState } from './state.ts';

/**
 * `POST /__sandbox/hostile-content {"texts": [...]}` (issue #15 XSS corpus): the texts become the
 * notices' titles and contents and the game names of every lobby, as a hostile or careless
 * operator back office could write them. `POST /__sandbox/reset` puts the seeded texts back.
 * Returns false when the control is not this one.
 */
export async function handleHostileControl(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  state: SandboxState,
): Promise<boolean> {
  if (name !== 'hostile-content' || req.method !== 'POST') return false;
  let texts: unknown;
  try {
    texts = (JSON.parse(await readBody(req)) as { texts?: unknown }).texts;
  } catch {
    texts = undefined;
  }
  if (!Array.isArray(texts) || texts.length === 0 || !texts.every((t) => typeof t === 'string')) {
    sendJson(res, 400, { ok: false, error: 'body must be {"texts": [string, ...]}' });
    return true;
  }
  const hostile = texts as string[];
  const pick = (i: number) => hostile[i % hostile.length] ?? '';
  state.data.notices = state.data.notices.map((notice, i) => ({
    ...notice,
    title: pick(i),
    content: pick(i + 1),
  }));
  state.games.hostileNames = hostile;
  sendJson(res, 200, { ok: true, notices: state.data.notices.length });
  return true;
}
