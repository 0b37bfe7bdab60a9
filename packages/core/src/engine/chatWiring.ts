import { createChatService } from '../chat/chatService.ts';
import { resolveChatSocketUrl } from '../chat/protocol.ts';
import type { SocketPort } from '../ports/socket.ts';
import type { CapabilityDeps } from './createJinli.ts';

/**
 * Live chat over the SocketPort (connection opened on first open). Loaded with the capability
 * (createJinli.ts CAPABILITIES.chat, beside the socket's own code), so a first visit carries none of
 * this wiring (issue #27).
 */
export function createChat(deps: CapabilityDeps, socket: SocketPort) {
  const { config } = deps;
  return createChatService({
    socket,
    ...(deps.frame === undefined ? {} : { frame: deps.frame }),
    http: deps.http,
    storage: deps.storage,
    session: deps.session,
    url: resolveChatSocketUrl(config.wsUrl ?? '', config.origin, config.siteId),
    clientId: deps.newId(),
  });
}
