import type { AuditAction } from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema';

/** Who did an operator action: a signed-in operator, or the command line (id null). */
export interface AuditActor {
  id: number | null;
  roles: readonly string[];
  ip: string | null;
}

/** The actor of an operator's request (after requireOperator). */
export const actorOf = (request: FastifyRequest): AuditActor => ({
  id: request.auth.userId,
  roles: request.auth.operatorRoles,
  ip: request.ip,
});

export interface AuditRecord {
  action: AuditAction;
  subjectType: string;
  subjectId: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/**
 * Appends an entry to the audit log. Call it with the transaction of the action itself, so the
 * action and its entry are written together or not at all.
 */
export async function recordAudit(tx: Pick<Db, 'insert'>, actor: AuditActor, record: AuditRecord) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    // The address at the time, kept even when the account later changes or goes.
    actorEmail:
      actor.id === null
        ? 'command line'
        : sql`coalesce((select ${users.email} from ${users} where ${users.id} = ${actor.id}), '')`,
    actorRoles: [...actor.roles],
    action: record.action,
    subjectType: record.subjectType,
    subjectId: record.subjectId === null ? null : String(record.subjectId),
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? '',
    ip: actor.ip,
  });
}
