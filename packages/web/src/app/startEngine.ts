import type { RuntimeConfig } from '@jinli/core';
import { createAppContainer } from './container.ts';
import { startEarlyLoads } from './earlyLoads.ts';
import { redirectMobileVisitor } from './mobileRedirect.ts';
import type { Container } from './serviceContainer.ts';

export type { Container, RuntimeConfig };
/**
 * The composition root and the engine, imported by `main.tsx` as its own chunk so that evaluating
 * core, the adapters and the container is a task of its own at start, apart from the UI's modules.
 */
export { createAppContainer, redirectMobileVisitor, startEarlyLoads };
