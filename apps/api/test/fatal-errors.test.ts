import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

/** Runs test/fatal-exit.ts in a process of its own: its exit code and the JSON lines it logged. */
function crash(kind: 'exception' | 'rejection') {
  return new Promise<{ code: number | null; lines: Record<string, unknown>[] }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'fatal-exit.ts'), kind], {
      cwd: path.join(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      resolve({
        code,
        lines: out
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      }),
    );
  });
}

it.each([
  ['exception', 'uncaught exception', 'thrown in a timer'],
  ['rejection', 'unhandled promise rejection', 'rejected with nobody waiting'],
] as const)(
  'an uncaught %s is logged at fatal level with its stack before the process exits with 1',
  async (kind, msg, message) => {
    const { code, lines } = await crash(kind);
    expect(code).toBe(1);
    const fatal = lines.find((line) => line.level === 60);
    expect(fatal).toMatchObject({
      msg,
      err: { type: 'Error', message, stack: expect.stringMatching(/fatal-exit\.ts:\d+/) },
    });
  },
  30_000,
);
