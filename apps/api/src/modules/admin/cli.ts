// `npm run admin -- grant <email> <role>` and `npm run admin -- revoke <email> <role>`: operator
// roles from the command line, against DATABASE_URL when set, otherwise the embedded database in
// DATA_DIR. How the first admin is made: there is no default account or password (docs/adr/0062).
import path from 'node:path';
import { OPERATOR_MESSAGES, OPERATOR_ROLES, type OperatorRole } from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import { loadConfig, poolLimits } from '../../config';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema';
import type { AuditActor } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { operatorsService } from './operators';

const [command, email, role] = process.argv.slice(2);
const isRole = (value: string | undefined): value is OperatorRole => OPERATOR_ROLES.includes(value as OperatorRole);
if ((command !== 'grant' && command !== 'revoke') || !email || !isRole(role)) {
  console.error(`usage: admin grant|revoke <email> <${OPERATOR_ROLES.join('|')}>`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : path.resolve(config.DATA_DIR, 'pglite'),
  limits: poolLimits(config),
});
const commandLine: AuditActor = { id: null, roles: [], ip: null };
try {
  await database.migrate();
  const operators = operatorsService(database.db);
  if (command === 'grant') {
    const operator = await operators.grant(commandLine, email, role, 'Granted from the command line');
    console.log(`${operator.email} now has: ${operator.roles.join(', ')}`);
  } else {
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (!user) throw notFound(OPERATOR_MESSAGES.unknownUser);
    const operator = await operators.revoke(commandLine, user.id, role, 'Revoked from the command line');
    console.log(`${operator.email} now has: ${operator.roles.join(', ') || 'no operator role'}`);
  }
} catch (err) {
  console.error(err instanceof AppError ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
