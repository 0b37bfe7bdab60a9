/** What the build resolves `reflect-metadata/lite` to (vite.config.ts, issue #27): see reflectMetadata.ts. */
import { installReflectMetadata } from './reflectMetadata.ts';

installReflectMetadata(Reflect);
