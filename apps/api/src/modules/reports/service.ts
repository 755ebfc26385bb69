import {
  type AdminReport,
  type AdminReportDetail,
  type AdminReportsQuery,
  type createReportBody,
  MODERATION_MESSAGES,
  MODERATION_PAGE_SIZE,
  REPORT_LIMITS,
  type ReportSubject,
  type UpdateReportBody,
} from '@roamstead/contract';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conversationMembers, listings, messages, reviews, userReports, userSuspensions, users } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { consume } from '../../platform/rate-limit';

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');
const handler = alias(users, 'handler');
const nameOf = (u: { id: number | null; firstName: string | null; lastName: string | null } | null) =>
  !u || u.id === null ? null : { id: u.id, name: `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() };

import type { Tell } from './notices';

type Target = Pick<
  typeof userReports.$inferInsert,
  'reportedId' | 'listingId' | 'reviewId' | 'messageId' | 'conversationId'
>;

/**
 * Reports of listings, people, reviews and messages by guests and hosts, and the operators' queue
 * (docs/adr/0074). What each report is about is resolved when it is filed, so the queue shows the
 * account concerned and the actions on it one click away.
 */
export function reportsService(db: Db, tell: Tell) {
  /** What a report of `type` #`id` by `userId` points at; 404 for what they cannot see. */
  async function targetOf(userId: number, type: ReportSubject, id: number): Promise<Target> {
    if (type === 'listing') {
      const [row] = await db
        .select({ hostId: listings.hostId })
        .from(listings)
        .where(and(eq(listings.id, id), eq(listings.status, 'published')));
      if (!row) throw notFound();
      if (row.hostId === userId) throw forbidden(MODERATION_MESSAGES.selfReport);
      return { listingId: id, reportedId: row.hostId };
    }
    if (type === 'user') {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      if (!row) throw notFound();
      if (row.id === userId) throw forbidden(MODERATION_MESSAGES.selfReport);
      return { reportedId: id };
    }
    if (type === 'review') {
      const [row] = await db
        .select({ authorId: reviews.authorId, listingId: reviews.listingId, hiddenAt: reviews.hiddenAt })
        .from(reviews)
        .where(eq(reviews.id, id));
      if (!row || row.hiddenAt) throw notFound();
      if (row.authorId === userId) throw forbidden(MODERATION_MESSAGES.selfReport);
      return { reviewId: id, listingId: row.listingId, reportedId: row.authorId };
    }
    // A message: only someone in its conversation sees it.
    const [row] = await db
      .select({ senderId: messages.senderId, conversationId: messages.conversationId })
      .from(messages)
      .innerJoin(
        conversationMembers,
        and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, userId)),
      )
      .where(eq(messages.id, id));
    if (!row) throw notFound();
    if (row.senderId === userId) throw forbidden(MODERATION_MESSAGES.selfReport);
    return { messageId: id, conversationId: row.conversationId, reportedId: row.senderId };
  }

  const select = () =>
    db
      .select({
        report: userReports,
        reporter: { id: reporter.id, firstName: reporter.firstName, lastName: reporter.lastName },
        reported: { id: reported.id, firstName: reported.firstName, lastName: reported.lastName },
        suspended: userSuspensions.userId,
        handler: { id: handler.id, firstName: handler.firstName, lastName: handler.lastName },
        listing: { id: listings.id, title: listings.title, status: listings.status },
        review: { id: reviews.id, body: reviews.body, hiddenAt: reviews.hiddenAt },
        message: { id: messages.id, body: messages.body, createdAt: messages.createdAt },
      })
      .from(userReports)
      .leftJoin(reporter, eq(reporter.id, userReports.reporterId))
      .leftJoin(reported, eq(reported.id, userReports.reportedId))
      .leftJoin(userSuspensions, eq(userSuspensions.userId, userReports.reportedId))
      .leftJoin(handler, eq(handler.id, userReports.handlerId))
      .leftJoin(listings, eq(listings.id, userReports.listingId))
      .leftJoin(reviews, eq(reviews.id, userReports.reviewId))
      .leftJoin(messages, eq(messages.id, userReports.messageId))
      .$dynamic();
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

  const toReport = (r: Row): AdminReport => {
    const reportedUser = nameOf(r.reported);
    return {
      id: r.report.id,
      subject_type: r.report.subjectType,
      reason: r.report.reason,
      details: r.report.details,
      status: r.report.status,
      reporter: nameOf(r.reporter),
      reported_user: reportedUser ? { ...reportedUser, suspended: r.suspended !== null } : null,
      listing: r.listing?.id ? { id: r.listing.id, title: r.listing.title, status: r.listing.status } : null,
      review: r.review?.id ? { id: r.review.id, body: r.review.body, hidden: r.review.hiddenAt !== null } : null,
      message: r.message?.id
        ? { id: r.message.id, body: r.message.body, created_at: r.message.createdAt.toISOString() }
        : null,
      conversation_id: r.report.conversationId,
      handler: nameOf(r.handler),
      handled_at: r.report.handledAt?.toISOString() ?? null,
      resolution: r.report.resolution,
      created_at: r.report.createdAt.toISOString(),
    };
  };

  async function detail(id: number): Promise<AdminReportDetail> {
    const [row] = await select().where(eq(userReports.id, id));
    if (!row) throw notFound();
    const conversationId = row.report.conversationId;
    const conversation =
      conversationId === null
        ? null
        : (
            await db
              .select({
                id: messages.id,
                body: messages.body,
                createdAt: messages.createdAt,
                sender: { id: users.id, firstName: users.firstName, lastName: users.lastName },
              })
              .from(messages)
              .leftJoin(users, eq(users.id, messages.senderId))
              .where(eq(messages.conversationId, conversationId))
              .orderBy(asc(messages.id))
              .limit(500)
          ).map((m) => ({
            id: m.id,
            body: m.body,
            created_at: m.createdAt.toISOString(),
            sender: nameOf(m.sender),
          }));
    return { ...toReport(row), conversation };
  }

  return {
    async create(userId: number, input: z.infer<typeof createReportBody>) {
      const target = await targetOf(userId, input.subject_type, input.subject_id);
      await consume(db, {
        key: `reports:${userId}`,
        max: REPORT_LIMITS.perDay,
        windowSeconds: 24 * 60 * 60,
        message: 'You have sent many reports today. Try again tomorrow.',
      });
      const [row] = await db
        .insert(userReports)
        .values({
          reporterId: userId,
          subjectType: input.subject_type,
          reason: input.reason,
          details: input.details,
          ...target,
        })
        .returning({ id: userReports.id });
      return { id: row?.id ?? 0 };
    },

    /** Open and in-progress reports oldest first; resolved ones newest first. */
    async list(query: AdminReportsQuery): Promise<AdminReport[]> {
      const rows = await select()
        .where(query.status ? eq(userReports.status, query.status) : ne(userReports.status, 'resolved'))
        .orderBy(query.status === 'resolved' ? desc(userReports.id) : asc(userReports.id))
        .limit(MODERATION_PAGE_SIZE);
      return rows.map(toReport);
    },

    detail,

    /** Takes a report (in progress) or resolves it; the reporter is told when it is resolved. */
    async update(actor: AuditActor, id: number, body: UpdateReportBody) {
      const resolution = body.resolution ?? '';
      const report = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(userReports).where(eq(userReports.id, id)).for('update');
        if (!row) throw notFound();
        if (row.status === 'resolved') throw conflict(MODERATION_MESSAGES.resolvedAlready);
        await tx
          .update(userReports)
          .set({ status: body.status, handlerId: actor.id, handledAt: new Date(), resolution })
          .where(eq(userReports.id, id));
        await recordAudit(tx, actor, {
          action: 'report.update',
          subjectType: 'report',
          subjectId: id,
          before: { status: row.status },
          after: { status: body.status },
          reason: resolution,
        });
        return row;
      });
      if (body.status === 'resolved' && report.reporterId !== null) {
        await tell(report.reporterId, {
          kind: 'moderation',
          title: 'Your report was reviewed',
          body: resolution
            ? `Thank you for your report. Our team looked into it: ${resolution}`
            : 'Thank you for your report. Our team looked into it and took the action needed.',
        });
      }
      return detail(id);
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
