import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  /** A one-time code the message carries, kept so developers and e2e tests can read it. */
  code?: string;
}

interface Logger {
  info(msg: string): void;
}

/**
 * Delivers e-mail through SMTP when SMTP_URL is set. Outside production every message is also
 * logged (with its one-time code) and kept in the dev outbox (GET /api/v1/dev/outbox); SMS has no provider yet, so it
 * only reaches the outbox.
 */
export function createOutbox(config: Config, db: Db, log: Logger) {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
  const keep = config.NODE_ENV !== 'production';

  return {
    /** `tx`: keep the dev copy in the caller's transaction (one sent from inside a transaction). */
    async send(message: OutgoingMessage, tx: Pick<Db, 'insert'> = db) {
      // An account signed up by phone may have no e-mail address: nothing to deliver then.
      if (!message.to) return;
      if (transport && message.channel === 'email') {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.body,
        });
      }
      if (!keep) return;
      const code = message.code ? ` (code ${message.code})` : '';
      log.info(`${message.channel === 'sms' ? 'SMS' : 'E-mail'} to ${message.to}: ${message.subject}${code}`);
      await tx.insert(outboxMessages).values({ ...message, code: message.code ?? null });
    },

    async list(to: string | undefined, limit = 50) {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(to ? eq(outboxMessages.to, to) : undefined)
        .orderBy(desc(outboxMessages.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.to,
        subject: r.subject,
        body: r.body,
        ...(r.code ? { code: r.code } : {}),
        created_at: r.createdAt.toISOString(),
      }));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
