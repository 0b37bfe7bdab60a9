import type { IncomingMessage, ServerResponse } from 'node:http';
import { helpArticleSchema } from '@jinli/core/contract';
import { readBody, sendJson } from '../http.ts';
import type { SandboxState } from '../state.ts';

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const body: unknown = JSON.parse((await readBody(req)) || '{}');
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Site controls (README): `POST /__sandbox/site-flags {"depositSwitch": "0"|"1"}` sets preInfo's
 * deposit flag (guard rule 4); `POST /__sandbox/help-article {key, title?, body?, …}` replaces or
 * adds one help article, as an operator edits site content. Both are undone by reset.
 * Returns false when the control is not one of these.
 */
export async function handleSiteContentControl(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  state: SandboxState,
): Promise<boolean> {
  if (req.method !== 'POST' || (name !== 'site-flags' && name !== 'help-article')) return false;
  const body = await jsonBody(req);
  if (name === 'site-flags') {
    if (body.depositSwitch !== '0' && body.depositSwitch !== '1') {
      sendJson(res, 400, { ok: false, error: 'body must be {"depositSwitch": "0" | "1"}' });
      return true;
    }
    state.data.siteBaseConfig.depositSwitch = body.depositSwitch;
    sendJson(res, 200, { ok: true, siteBaseConfig: state.data.siteBaseConfig });
    return true;
  }
  const articles = state.data.help.articles;
  const existing = articles.find((article) => article.key === body.key);
  const parsed = helpArticleSchema.safeParse({ ...existing, ...body });
  if (!parsed.success) {
    sendJson(res, 400, { ok: false, error: 'body must be a help article {key, title, group, body}' });
    return true;
  }
  state.data.help.articles = existing
    ? articles.map((article) => (article === existing ? parsed.data : article))
    : [...articles, parsed.data];
  sendJson(res, 200, { ok: true, article: parsed.data });
  return true;
}
