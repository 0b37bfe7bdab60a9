import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    // A worker keeps its module cache from one test file to the next instead of importing core, zod and
    // the sandbox again for each of the ~190 files: on the 2-core CI machine the unit and property tests
    // take about 50 s instead of about 290 s (import time was 80% of it). No test mocks a module; the
    // few that stub globals or fake timers undo it in afterEach, and these two settings undo it anyway.
    // Checked with --sequence.shuffle: the same 1,628 tests pass in any file order.
    isolate: false,
    unstubGlobals: true,
    restoreMocks: true,
  },
});
