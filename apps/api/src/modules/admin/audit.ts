import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from '@roamstead/contract';
import { and, desc, eq, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { auditLog } from '../../db/schema';

/** Reading the audit log: newest first, filtered, one page at a time. Nothing here writes it. */
export function auditReader(db: Db) {
  return {
    async search(query: AuditQuery): Promise<AuditPage> {
      const where: SQL[] = [];
      if (query.action) where.push(eq(auditLog.action, query.action));
      if (query.actor) where.push(ilike(auditLog.actorEmail, `%${escapeLike(query.actor)}%`));
      if (query.subject_type) where.push(eq(auditLog.subjectType, query.subject_type));
      if (query.subject_id) where.push(eq(auditLog.subjectId, query.subject_id));
      if (query.before) where.push(lt(auditLog.id, Number(query.before)));
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE + 1);
      const page = rows.slice(0, AUDIT_PAGE_SIZE);
      return {
        entries: page.map((r) => ({
          id: r.id,
          actor_id: r.actorId,
          actor_email: r.actorEmail,
          actor_roles: r.actorRoles,
          action: r.action,
          subject_type: r.subjectType,
          subject_id: r.subjectId,
          before: r.before,
          after: r.after,
          reason: r.reason,
          ip: r.ip,
          created_at: r.createdAt.toISOString(),
        })),
        next_before: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
      };
    },
  };
}
