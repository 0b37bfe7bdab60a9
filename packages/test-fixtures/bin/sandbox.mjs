#!/usr/bin/env node
// `jinli-sandbox`: runs src/main.ts through tsx, as the package ships TypeScript sources only.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
