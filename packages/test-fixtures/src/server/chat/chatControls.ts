import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../http.ts';
import type { ChatServer } from './chatServer.ts';

/**
 * `/__sandbox/chat/*` (plain JSON): drop, mute, block, room status, flood. Answers false when the
 * path is not one of them, so the caller can go on.
 */
export async function handleChatControl(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  chat: ChatServer,
): Promise<boolean> {
  if (!name.startsWith('chat/') || req.method !== 'POST') return false;
  let body: Record<string, unknown>;
  try {
    const text = await readBody(req);
    const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    sendJson(res, 400, { ok: false, error: 'body must be a JSON object' });
    return true;
  }
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : undefined);
  const bad = (error: string): true => {
    sendJson(res, 400, { ok: false, error });
    return true;
  };
  switch (name) {
    case 'chat/drop': {
      const when = text('when');
      if (when === 'nextSend' || when === 'nextSendStored') {
        chat.dropOnNextSend(when === 'nextSend' ? 'beforeStore' : 'afterStore');
        sendJson(res, 200, { ok: true, armed: when });
      } else if (when === undefined) sendJson(res, 200, { ok: true, dropped: chat.drop() });
      else return bad('when must be "nextSend" or "nextSendStored"');
      return true;
    }
    case 'chat/mute': {
      const member = text('name');
      if (member === undefined || typeof body.muted !== 'boolean') return bad('needs {name, muted}');
      const told = chat.setMute(member, body.muted, text('reason') ?? '');
      sendJson(res, 200, { ok: true, told });
      return true;
    }
    case 'chat/block': {
      const member = text('name');
      if (member === undefined || typeof body.blocked !== 'boolean') return bad('needs {name, blocked}');
      const told = chat.setBlock(member, body.blocked, text('reason') ?? '', text('rid'));
      sendJson(res, 200, { ok: true, told });
      return true;
    }
    case 'chat/room': {
      const rid = text('rid');
      const change = {
        ...(typeof body.open === 'boolean' ? { open: body.open } : {}),
        ...(text('reason') === undefined ? {} : { reason: text('reason') as string }),
        ...(text('notice') === undefined ? {} : { notice: text('notice') as string }),
      };
      if (rid === undefined || !chat.setRoomStatus(rid, change)) return bad('unknown rid');
      sendJson(res, 200, { ok: true });
      return true;
    }
    case 'chat/flood': {
      const rid = text('rid');
      const { perSecond, seconds } = body;
      const valid =
        typeof perSecond === 'number' && perSecond > 0 && perSecond <= 1000 && typeof seconds === 'number';
      if (rid === undefined || !valid || seconds <= 0 || seconds > 600) {
        return bad('needs {rid, perSecond (1..1000), seconds (1..600)}');
      }
      if (!chat.flood(rid, perSecond, seconds)) return bad('unknown rid');
      sendJson(res, 200, { ok: true, total: Math.round(perSecond * seconds) });
      return true;
    }
    default:
      return false;
  }
}
