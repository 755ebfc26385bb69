import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Outbox } from '../../platform/outbox';
import { notify } from '../notifications';

interface Claimed {
  user_id: number;
  conversation_id: number;
  role: 'guest' | 'host';
  unread: number;
  sender: string | null;
  listing: string | null;
  excerpt: string;
}

const EXCERPT = 140;

/**
 * One pass of the unread-message reminder: every participant who has had a message from the other
 * side unread for CONVERSATION_LIMITS.emailDelaySeconds gets ONE notification (in-app item plus
 * e-mail through the outbox, by their notification settings) covering all such threads.
 *
 * Rows are claimed with a single UPDATE … RETURNING that moves `notified_message_id` forward; a
 * second process running the same statement waits on the row locks, re-checks the condition and
 * claims nothing, so each message is announced once however many processes sweep.
 */
export async function sendUnreadEmails(db: Db, outbox: Outbox | undefined, publicUrl: string, now = new Date()) {
  const cutoff = new Date(now.getTime() - CONVERSATION_LIMITS.emailDelaySeconds * 1000);
  const result = await db.execute(sql`
    with due as (
      select m.conversation_id, m.user_id, max(msg.id) as max_id, count(*)::int as unread
        from conversation_members m
        join messages msg
          on msg.conversation_id = m.conversation_id
         and msg.id > greatest(m.last_read_message_id, m.notified_message_id)
         and msg.sender_id is distinct from m.user_id
       group by m.conversation_id, m.user_id
      having min(msg.created_at) <= ${cutoff.toISOString()}::timestamptz
    ), claimed as (
      update conversation_members cm
         set notified_message_id = due.max_id
        from due
       where cm.conversation_id = due.conversation_id
         and cm.user_id = due.user_id
         and cm.notified_message_id < due.max_id
         and cm.last_read_message_id < due.max_id
      returning cm.user_id, cm.conversation_id, cm.role, due.unread, due.max_id
    )
    select claimed.user_id, claimed.conversation_id, claimed.role, claimed.unread,
           nullif(trim(u.first_name || ' ' || u.last_name), '') as sender,
           l.title as listing, last.body as excerpt
      from claimed
      join conversations c on c.id = claimed.conversation_id
      join messages last on last.id = claimed.max_id
      left join users u on u.id = last.sender_id
      left join listings l on l.id = c.listing_id
     order by claimed.user_id, claimed.conversation_id
  `);
  const rows = (result as unknown as { rows: Claimed[] }).rows;
  const byUser = new Map<number, Claimed[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);

  for (const [userId, threads] of byUser) {
    const total = threads.reduce((n, t) => n + Number(t.unread), 0);
    const first = threads[0] as Claimed;
    const from = (t: Claimed) => t.sender ?? CONVERSATION_MESSAGES.formerUser;
    const title =
      threads.length === 1
        ? `${total === 1 ? 'New message' : `${total} new messages`} from ${from(first)}`
        : `You have ${total} unread messages in ${threads.length} conversations`;
    const link = (t: Claimed) => `/dashboard/${t.role}/messages/${t.conversation_id}`;
    const lines = threads.map((t) => {
      const excerpt = t.excerpt.length > EXCERPT ? `${t.excerpt.slice(0, EXCERPT)}…` : t.excerpt || '📷';
      const about = t.listing ? ` (${t.listing})` : '';
      return `${from(t)}${about}: “${excerpt}”\n${publicUrl}${link(t)}`;
    });
    await notify(
      db,
      userId,
      {
        kind: 'message',
        title,
        body: `${lines.join('\n\n')}`,
        link: threads.length === 1 ? link(first) : `/dashboard/${first.role}/messages`,
        actorName: threads.length === 1 ? from(first) : undefined,
      },
      outbox,
    );
  }
  return { recipients: byUser.size, conversations: rows.length };
}
