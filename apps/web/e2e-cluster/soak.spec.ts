import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { STATE_FILE } from './cluster';

/**
 * A minute of bench/soak.mjs against the suite's cluster after 30 s of warm-up (memory read
 * after each with the traffic paused and the processes' garbage collected: ADR 0082): mixed
 * traffic with no 5xx, no lost acknowledged write, live delivery of every message, bounded
 * memory, no leaked connections or listeners. (The full soak runs for 10 minutes: README, Benchmarks.)
 */
test('a minute of mixed traffic holds', async () => {
  test.setTimeout(420_000);
  const out = path.join(os.tmpdir(), `roamstead-soak-${process.pid}.json`);
  const root = path.resolve(import.meta.dirname, '../../..');
  const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [
        'bench/soak.mjs',
        '--state',
        STATE_FILE,
        '--database-url',
        process.env.CLUSTER_DB_URL ?? '',
        '--seconds',
        process.env.SOAK_SECONDS ?? '60',
        '--warmup',
        '30',
        '--guests',
        '8',
        '--hosts',
        '3',
        '--json',
        out,
      ],
      { cwd: root, maxBuffer: 10 * 2 ** 20 },
      (err, stdout, stderr) => resolve({ code: err ? ((err.code as number) ?? 1) : 0, output: stdout + stderr }),
    );
  });
  console.log(output);
  const figures = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  expect(figures.checks).toEqual({
    'no 5xx': true,
    'no lost acknowledged write': true,
    'every message delivered live': true,
    'own writes read back': true,
    'memory growth after warm-up <= 15 %': true,
    'no process restarted': true,
    'no growth in open connections': true,
    'no growth in event listeners': true,
  });
  expect(code).toBe(0);
});
