// The package boundaries of docs/architecture.md are enforced by biome.json: this test feeds biome a
// sample violation of each rule (in a scratch copy of the repo's lint setup) and expects every one
// refused with a message that names what to use instead, and a clean sample and the composition root
// left alone.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

interface Sample {
  path: string;
  code: string;
  /** A fragment of the refusal's message (it names the port or package to use instead); null: allowed. */
  refusal: string | null;
}

const CORE = 'packages/core/src/sample';
const SAMPLES: Record<string, Sample> = {
  'core imports valtio/vanilla': {
    path: `${CORE}/valtio.ts`,
    code: "import { proxy } from 'valtio/vanilla';\nexport const s = proxy({});\n",
    refusal: 'createStore',
  },
  'core imports crypto-js/aes': {
    path: `${CORE}/aes.ts`,
    code: "import AES from 'crypto-js/aes';\nexport const c = AES;\n",
    refusal: 'CryptoPort',
  },
  'core imports ky': {
    path: `${CORE}/ky.ts`,
    code: "import ky from 'ky';\nexport const k = ky;\n",
    refusal: 'HttpPort',
  },
  'core imports react': {
    path: `${CORE}/react.ts`,
    code: "import { useState } from 'react';\nexport const u = useState;\n",
    refusal: '@jinli/web',
  },
  'core imports react-dom/client': {
    path: `${CORE}/reactDom.ts`,
    code: "import { createRoot } from 'react-dom/client';\nexport const r = createRoot;\n",
    refusal: '@jinli/web',
  },
  'core imports i18next': {
    path: `${CORE}/i18n.ts`,
    code: "import i18next from 'i18next';\nexport const i = i18next;\n",
    refusal: 'translation lives in @jinli/web',
  },
  'core imports inversify': {
    path: `${CORE}/di.ts`,
    code: "import { Container } from 'inversify';\nexport const c = Container;\n",
    refusal: 'composition root',
  },
  'core imports the adapters': {
    path: `${CORE}/adapters.ts`,
    code: "import { createHttpAdapter } from '@jinli/adapters';\nexport const h = createHttpAdapter;\n",
    refusal: 'core/src/ports',
  },
  'core imports the web package': {
    path: `${CORE}/web.ts`,
    code: "import { App } from '@jinli/web';\nexport const a = App;\n",
    refusal: 'UI package',
  },
  'core imports the sandbox': {
    path: `${CORE}/fixtures.ts`,
    code: "import { createSandbox } from '@jinli/test-fixtures';\nexport const s = createSandbox;\n",
    refusal: '@jinli/core/testing',
  },
  'core calls Math.random': {
    path: `${CORE}/random.ts`,
    code: 'export const id = () => Math.random().toString(36);\n',
    refusal: 'newId',
  },
  'core calls Date.now': {
    path: `${CORE}/now.ts`,
    code: 'export const now = () => Date.now();\n',
    refusal: 'ClockPort.now()',
  },
  'core starts a timer': {
    path: `${CORE}/timer.ts`,
    code: 'export const later = (run: () => void) => setTimeout(run, 10);\n',
    refusal: 'ClockPort.after',
  },
  'core touches window': {
    path: `${CORE}/window.ts`,
    code: 'export const href = () => window.location.href;\n',
    refusal: 'NavigatorPort',
  },
  'core reads localStorage': {
    path: `${CORE}/storage.ts`,
    code: "export const token = () => localStorage.getItem('token');\n",
    refusal: 'StoragePort',
  },
  'core calls fetch': {
    path: `${CORE}/fetch.ts`,
    code: "export const load = () => fetch('/api');\n",
    refusal: 'HttpPort',
  },
  'core opens a WebSocket': {
    path: `${CORE}/socket.ts`,
    code: "export const open = () => new WebSocket('ws://x');\n",
    refusal: 'SocketPort',
  },
  'core imports a package it does not declare': {
    path: `${CORE}/undeclared.ts`,
    code: "import { something } from 'left-pad';\nexport const s = something;\n",
    refusal: 'left-pad',
  },
  'adapters import react': {
    path: 'packages/adapters/src/sample/react.ts',
    code: "import { useState } from 'react';\nexport const u = useState;\n",
    refusal: '@jinli/web',
  },
  'adapters import valtio/vanilla': {
    path: 'packages/adapters/src/sample/valtio.ts',
    code: "import { proxy } from 'valtio/vanilla';\nexport const p = proxy;\n",
    refusal: 'createStore',
  },
  'adapters import the web package': {
    path: 'packages/adapters/src/sample/web.ts',
    code: "import { App } from '@jinli/web';\nexport const a = App;\n",
    refusal: 'web imports adapters',
  },
  'a web screen imports the adapters': {
    path: 'packages/web/src/screens/sample/adapters.ts',
    code: "import { createHttpAdapter } from '@jinli/adapters';\nexport const h = createHttpAdapter;\n",
    refusal: 'composition root',
  },
  'a web screen imports an adapters sub-path': {
    path: 'packages/web/src/screens/sample/adaptersPath.ts',
    code: "import { createHttpAdapter } from '@jinli/adapters/src/index.ts';\nexport const h = createHttpAdapter;\n",
    refusal: 'composition root',
  },
  'a web screen imports the sandbox': {
    path: 'packages/web/src/screens/sample/fixtures.ts',
    code: "import { createSandbox } from '@jinli/test-fixtures';\nexport const s = createSandbox;\n",
    refusal: 'never imports the sandbox',
  },
  'the composition root imports the sandbox': {
    path: 'packages/web/src/app/container.ts',
    code: "import { createSandbox } from '@jinli/test-fixtures';\nexport const s = createSandbox;\n",
    refusal: 'never imports the sandbox',
  },
  'a web screen imports a core internal path': {
    path: 'packages/web/src/screens/sample/coreInternal.ts',
    code: "import { formatMoney } from '@jinli/core/src/money/money.ts';\nexport const f = formatMoney;\n",
    refusal: '@jinli/core/contract',
  },
  'the composition root imports core by a relative path': {
    path: 'packages/web/src/app/container.ts',
    code: "import { createJinli } from '../../../core/src/engine/createJinli.ts';\nexport const c = createJinli;\n",
    refusal: 'never its internal paths',
  },
  'adapters import a core internal path': {
    path: 'packages/adapters/src/sample/coreInternal.ts',
    code: "import { api } from '@jinli/core/src/api/catalogue.ts';\nexport const a = api;\n",
    refusal: 'never its internal paths',
  },
  'the sandbox imports core by a relative path': {
    path: 'packages/test-fixtures/src/sample/coreRelative.ts',
    code: "import { api } from '../../../core/src/api/catalogue.ts';\nexport const a = api;\n",
    refusal: 'never its internal paths',
  },
  'the web build config imports core by a relative path': {
    path: 'packages/web/vite.config.ts',
    code: "import { DEFAULT_BRAND } from '../core/src/config/brand.ts';\nexport const b = DEFAULT_BRAND;\n",
    refusal: 'never its internal paths',
  },
  'a web screen imports a core sub-entry (allowed)': {
    path: 'packages/web/src/screens/sample/coreRules.ts',
    code: "import { formatMoney } from '@jinli/core/rules';\nexport const f = formatMoney;\n",
    refusal: null,
  },
  'a clean core module (allowed)': {
    path: `${CORE}/clean.ts`,
    code: "import Big from 'big.js';\nexport const sum = (a: string, b: string) => new Big(a).plus(b).toFixed();\n",
    refusal: null,
  },
  'the composition root imports the adapters (allowed)': {
    path: 'packages/web/src/app/container.ts',
    code: "import { createHttpAdapter } from '@jinli/adapters';\nexport const h = createHttpAdapter;\n",
    refusal: null,
  },
};
/** Runs biome with the repo's biome.json and lint plugins over one scratch tree per sample. */
function lintSample(scratch: string, sample: Sample): { refused: boolean; text: string } {
  const dir = join(scratch, sample.path.replace(/[^a-z]/gi, '_'));
  mkdirSync(dir, { recursive: true });
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(
    join(dir, 'biome.json'),
    JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false } }),
  );
  cpSync(join(root, 'lint'), join(dir, 'lint'), { recursive: true });
  for (const pkg of ['core', 'adapters', 'web', 'test-fixtures']) {
    mkdirSync(join(dir, 'packages', pkg), { recursive: true });
    cpSync(join(root, 'packages', pkg, 'package.json'), join(dir, 'packages', pkg, 'package.json'));
  }
  mkdirSync(dirname(join(dir, sample.path)), { recursive: true });
  writeFileSync(join(dir, sample.path), sample.code);
  // The text report: rule messages given in biome.json are printed as the diagnostic's advice.
  const result = spawnSync(join(root, 'node_modules/.bin/biome'), ['lint', '--colors=off', sample.path], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { refused: result.status !== 0, text: `${result.stdout}${result.stderr}` };
}

describe('lint boundaries (biome.json)', () => {
  let scratch = '';
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'jinli-lint-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  for (const [name, sample] of Object.entries(SAMPLES)) {
    it(sample.refusal === null ? `${name}` : `refuses: ${name}`, () => {
      const { refused, text } = lintSample(scratch, sample);
      if (sample.refusal === null) {
        expect(refused, text).toBe(false);
        return;
      }
      expect(refused, text).toBe(true);
      expect(text).toContain(sample.refusal);
    });
  }
});
