import { siteContentApi } from '@jinli/core/contract';
import { type Route, route } from './route.ts';

/** Site content of issue #13 (docs/protocol.md, "Site content"): help centre and agent programme. */
export const siteContentRoutes: readonly Route[] = [
  route(siteContentApi.helpContent, ({ state }) => state.data.help),
  route(siteContentApi.agentContent, ({ state }) => state.data.agent),
];
