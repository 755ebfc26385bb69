import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder of PostgreSQL's programs for tests that run a server of their own: PG_BIN, else the
 * newest Debian install. Throws when they are missing: such a test fails, never skips.
 */
export function postgresBin() {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  const bin = process.env.PG_BIN ?? (newest ? `/usr/lib/postgresql/${newest}/bin` : '');
  if (!fs.existsSync(path.join(bin, 'pg_ctl')))
    throw new Error(`PostgreSQL's programs were not found (${bin || '/usr/lib/postgresql/*/bin'}): set PG_BIN`);
  return bin;
}
