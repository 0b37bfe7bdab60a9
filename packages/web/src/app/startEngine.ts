import type { RuntimeConfig } from '@jinli/core/contract';
import type { Container } from 'inversify';
import { createAppContainer } from './container.ts';
import { earlyLoadsSent, startEarlyLoads } from './earlyLoads.ts';
import { buildEngine, startApp } from './startApp.ts';

export type { Container, RuntimeConfig };
/**
 * The composition root and the engine, imported by `main.tsx` as its own chunk so that evaluating
 * core, the adapters and the container is a task of its own at start, apart from the UI's modules.
 */
export { buildEngine, createAppContainer, earlyLoadsSent, startApp, startEarlyLoads };
