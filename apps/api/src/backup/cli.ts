// `npm run backup [-- --out ./backups]` and `npm run restore -- <backup folder>`: see the README
// (Backups). Folders are resolved against the directory npm was started from.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { BackupError, backup, restore } from './index';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', default: './backups' } },
});
const [command, folder] = positionals;
const cwd = process.env.INIT_CWD ?? process.cwd();

try {
  const config = loadConfig();
  if (command === 'backup') {
    const started = performance.now();
    const { dir, manifest } = await backup(config, path.resolve(cwd, values.out));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backed up the ${manifest.database} database and ${manifest.uploads} uploaded files to ${dir} in ${seconds} s`,
    );
  } else if (command === 'restore' && folder) {
    const manifest = await restore(config, path.resolve(cwd, folder));
    console.log(
      `Restored the ${manifest.database} database of ${manifest.created_at} and ${manifest.uploads} uploaded files`,
    );
  } else {
    console.error('usage: backup [--out folder] | restore <backup folder>');
    process.exitCode = 2;
  }
} catch (err) {
  console.error(
    err instanceof BackupError || !(err instanceof Error) ? String(err instanceof Error ? err.message : err) : err,
  );
  process.exitCode = 1;
}
