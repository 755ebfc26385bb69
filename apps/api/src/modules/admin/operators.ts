import { OPERATOR_MESSAGES, type Operator, type OperatorRole } from '@roamstead/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorRoles, users } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Granting and revoking operator roles; every change is audited in its transaction. */
export function operatorsService(db: Db) {
  const rolesOf = async (tx: Db, userId: number) =>
    (
      await tx
        .select({ role: operatorRoles.role })
        .from(operatorRoles)
        .where(eq(operatorRoles.userId, userId))
        .orderBy(asc(operatorRoles.role))
    ).map((r) => r.role);

  const operatorOf = async (tx: Db, user: { id: number; email: string; firstName: string; lastName: string }) => ({
    user_id: user.id,
    email: user.email,
    name: fullName(user),
    roles: await rolesOf(tx, user.id),
  });

  return {
    rolesOf: (userId: number) => rolesOf(db, userId),

    /** Everyone holding a role, by name. */
    async list(): Promise<Operator[]> {
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          roles: sql<OperatorRole[]>`array_agg(${operatorRoles.role} order by ${operatorRoles.role})`,
        })
        .from(operatorRoles)
        .innerJoin(users, eq(users.id, operatorRoles.userId))
        .groupBy(users.id)
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
      return rows.map((u) => ({ user_id: u.id, email: u.email, name: fullName(u), roles: u.roles }));
    },

    /** Grants `role` to the account with `email` (409 when it has it already). */
    async grant(actor: AuditActor, email: string, role: OperatorRole, reason = ''): Promise<Operator> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, sql`${users.email} <> ''`));
        if (!user) throw notFound(OPERATOR_MESSAGES.unknownUser);
        const before = await rolesOf(tx, user.id);
        const [granted] = await tx
          .insert(operatorRoles)
          .values({ userId: user.id, role, grantedBy: actor.id })
          .onConflictDoNothing()
          .returning();
        if (!granted) throw conflict(OPERATOR_MESSAGES.alreadyGranted, { role: [OPERATOR_MESSAGES.alreadyGranted] });
        const operator = await operatorOf(tx, user);
        await recordAudit(tx, actor, {
          action: 'role.grant',
          subjectType: 'user',
          subjectId: user.id,
          before: { roles: before },
          after: { roles: operator.roles },
          reason,
        });
        return operator;
      });
    },

    /** Revokes `role` from a user; an admin cannot remove their own admin role (no lock-out). */
    async revoke(actor: AuditActor, userId: number, role: OperatorRole, reason = ''): Promise<Operator> {
      if (actor.id === userId && role === 'admin') throw conflict(OPERATOR_MESSAGES.lastAdmin);
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, userId));
        if (!user) throw notFound();
        const before = await rolesOf(tx, user.id);
        const removed = await tx
          .delete(operatorRoles)
          .where(and(eq(operatorRoles.userId, userId), eq(operatorRoles.role, role)))
          .returning();
        if (removed.length === 0)
          throw conflict(OPERATOR_MESSAGES.notGranted, { role: [OPERATOR_MESSAGES.notGranted] });
        const operator = await operatorOf(tx, user);
        await recordAudit(tx, actor, {
          action: 'role.revoke',
          subjectType: 'user',
          subjectId: user.id,
          before: { roles: before },
          after: { roles: operator.roles },
          reason,
        });
        return operator;
      });
    },
  };
}
