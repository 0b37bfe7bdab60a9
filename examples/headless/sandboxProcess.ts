// Starts the sandbox (packages/test-fixtures) as a child process, the way an operator's backend would
// be running somewhere else: this program talks to it over HTTP and WebSocket only.
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningSandbox {
  url: string;
  stop(): Promise<void>;
}

/** Runs `packages/test-fixtures/bin/sandbox.mjs` on `port` (0: any free port) and waits for its URL. */
export function startSandbox(port: string): Promise<RunningSandbox> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(root, 'packages/test-fixtures/bin/sandbox.mjs')],
    { env: { ...process.env, PORT: port, HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /URL:\s+(http:\/\/\S+)/.exec(output);
      if (match?.[1] !== undefined) {
        child.stdout?.off('data', onData);
        resolve({ url: match[1], stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', (code) =>
      reject(new Error(`the sandbox exited (${code}) before it listened:\n${output}`)),
    );
  });
}

/** The answer of the live picture captcha `codeId`, as a test reads it from the sandbox's code log. */
export async function pictureCaptchaAnswer(baseUrl: string, codeId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/__sandbox/codes`);
  const report = (await response.json()) as { captchas: { id: string; kind: string; answer: string }[] };
  const entry = report.captchas.find((c) => c.id === codeId && c.kind === 'picture');
  if (entry === undefined) throw new Error(`the sandbox drew no picture captcha ${codeId}`);
  return entry.answer;
}
