import {
  ADMIN_PAGE_SIZE,
  type ContactMessage,
  type ContactMessagePage,
  type ContactMessagesQuery,
  OPERATOR_MESSAGES,
  PRODUCT_NAME,
  type SubscriberPage,
} from '@roamstead/contract';
import { and, asc, count, desc, eq, exists, inArray, lt, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessageHandling, contactMessages, contactReplies, newsletterSubscribers, users } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import { csvLine } from '../host-money';

/** Subscribers one CSV export holds at most. */
const EXPORT_LIMIT = 200_000;

const operatorEmail = (actor: AuditActor) =>
  actor.id === null
    ? sql<string>`'command line'`
    : sql<string>`coalesce((select ${users.email} from ${users} where ${users.id} = ${actor.id}), '')`;

/** Contact-form messages (read, mark handled, reply by e-mail) and newsletter subscribers (docs/adr/0075). */
export function inboxAdmin(db: Db, outbox: Outbox) {
  const handled = exists(
    db
      .select({ one: sql`1` })
      .from(contactMessageHandling)
      .where(eq(contactMessageHandling.messageId, contactMessages.id)),
  );

  async function withReplies(rows: (typeof contactMessages.$inferSelect)[]): Promise<ContactMessage[]> {
    const ids = rows.map((r) => r.id);
    const [marks, replies] = ids.length
      ? await Promise.all([
          db.select().from(contactMessageHandling).where(inArray(contactMessageHandling.messageId, ids)),
          db
            .select()
            .from(contactReplies)
            .where(inArray(contactReplies.messageId, ids))
            .orderBy(asc(contactReplies.id)),
        ])
      : [[], []];
    return rows.map((m) => {
      const mark = marks.find((h) => h.messageId === m.id);
      return {
        id: m.id,
        name: m.name,
        email: m.email,
        topic: m.topic,
        message: m.message,
        created_at: m.createdAt.toISOString(),
        handled: mark ? { at: mark.handledAt.toISOString(), by: mark.handledByEmail } : null,
        replies: replies
          .filter((r) => r.messageId === m.id)
          .map((r) => ({ id: r.id, body: r.body, by: r.authorEmail, sent_at: r.sentAt.toISOString() })),
      };
    });
  }

  async function one(id: number) {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) throw notFound();
    const [message] = await withReplies([row]);
    if (!message) throw notFound();
    return message;
  }

  return {
    async messages(q: ContactMessagesQuery & { status: 'unhandled' | 'handled' | 'all' }): Promise<ContactMessagePage> {
      const rows = await db
        .select()
        .from(contactMessages)
        .where(
          and(
            q.status === 'unhandled' ? not(handled) : q.status === 'handled' ? handled : undefined,
            q.before ? lt(contactMessages.id, Number(q.before)) : undefined,
          ),
        )
        .orderBy(desc(contactMessages.id))
        .limit(ADMIN_PAGE_SIZE + 1);
      const items = await withReplies(rows.slice(0, ADMIN_PAGE_SIZE));
      return { items, next_before: rows.length > ADMIN_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null };
    },

    /** Marks a message handled; marking it twice is a 409 (someone else got there first). */
    async markHandled(actor: AuditActor, id: number, note: string): Promise<ContactMessage> {
      await db.transaction(async (tx) => {
        await mustExist(tx, id);
        const [mark] = await tx
          .insert(contactMessageHandling)
          .values({ messageId: id, handledBy: actor.id, handledByEmail: operatorEmail(actor) })
          .onConflictDoNothing()
          .returning();
        if (!mark) throw conflict(OPERATOR_MESSAGES.alreadyHandled);
        await recordAudit(tx, actor, {
          action: 'contact.handle',
          subjectType: 'contact_message',
          subjectId: id,
          before: { handled: false },
          after: { handled: true },
          reason: note,
        });
      });
      return one(id);
    },

    /** Puts a handled message back among the unhandled; reopening one that is not handled is a 409. */
    async reopen(actor: AuditActor, id: number, note: string): Promise<ContactMessage> {
      await db.transaction(async (tx) => {
        await mustExist(tx, id);
        const [mark] = await tx
          .delete(contactMessageHandling)
          .where(eq(contactMessageHandling.messageId, id))
          .returning();
        if (!mark) throw conflict(OPERATOR_MESSAGES.notHandled);
        await recordAudit(tx, actor, {
          action: 'contact.reopen',
          subjectType: 'contact_message',
          subjectId: id,
          before: { handled: true, handled_by: mark.handledByEmail, handled_at: mark.handledAt.toISOString() },
          after: { handled: false },
          reason: note,
        });
      });
      return one(id);
    },

    /**
     * E-mails a reply to the sender through the product's mailer and marks the message handled,
     * with the audit entry in the same transaction: if the mail cannot be sent nothing is kept.
     */
    async reply(actor: AuditActor, id: number, body: string): Promise<ContactMessage> {
      await db.transaction(async (tx) => {
        const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id));
        if (!message) throw notFound();
        const [reply] = await tx
          .insert(contactReplies)
          .values({ messageId: id, authorId: actor.id, authorEmail: operatorEmail(actor), body })
          .returning({ id: contactReplies.id });
        const [mark] = await tx
          .insert(contactMessageHandling)
          .values({ messageId: id, handledBy: actor.id, handledByEmail: operatorEmail(actor) })
          .onConflictDoNothing()
          .returning();
        await recordAudit(tx, actor, {
          action: 'contact.reply',
          subjectType: 'contact_message',
          subjectId: id,
          before: { handled: !mark },
          after: { handled: true, reply_id: reply?.id ?? null },
          reason: body.length > 500 ? `${body.slice(0, 497)}...` : body,
        });
        const quoted = message.message
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n');
        await outbox.send(
          {
            channel: 'email',
            to: message.email,
            subject: `Re: ${message.topic || `your message to ${PRODUCT_NAME}`}`,
            body: `${body}\n\n— ${PRODUCT_NAME} support\n\nYou wrote:\n${quoted}`,
          },
          tx,
        );
      });
      return one(id);
    },

    async subscribers(before: number | undefined): Promise<SubscriberPage> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(newsletterSubscribers)
          .where(before ? lt(newsletterSubscribers.id, before) : undefined)
          .orderBy(desc(newsletterSubscribers.id))
          .limit(ADMIN_PAGE_SIZE + 1),
        db.select({ n: count() }).from(newsletterSubscribers),
      ]);
      const items = rows.slice(0, ADMIN_PAGE_SIZE).map((r) => ({
        id: r.id,
        email: r.email,
        language: r.language,
        created_at: r.createdAt.toISOString(),
      }));
      return {
        total: total?.n ?? 0,
        items,
        next_before: rows.length > ADMIN_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null,
      };
    },

    /** Everyone subscribed now: unsubscribing removes the address, so nobody unsubscribed is in it. */
    async subscribersCsv(): Promise<string> {
      const rows = await db
        .select()
        .from(newsletterSubscribers)
        .orderBy(asc(newsletterSubscribers.id))
        .limit(EXPORT_LIMIT);
      const lines = [csvLine(['E-mail', 'Language', 'Subscribed at'])];
      for (const r of rows) lines.push(csvLine([r.email, r.language, r.createdAt.toISOString()]));
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}

/** A 404 unless contact message `id` exists. */
async function mustExist(tx: Pick<Db, 'select'>, id: number) {
  const [message] = await tx.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) throw notFound();
}
