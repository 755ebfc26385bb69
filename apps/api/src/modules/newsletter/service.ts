import { NEWSLETTER_UNSUBSCRIBE_PATH, PRODUCT_NAME, SITE_MESSAGES } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';

export function newsletterService(db: Db, outbox: Outbox, publicUrl: string) {
  return {
    /** Stores the address once (case-insensitive) and confirms by e-mail with an unsubscribe link; a repeat is a 409. */
    async subscribe(email: string, language: string) {
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({ email, language })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(SITE_MESSAGES.alreadySubscribed, { email: [SITE_MESSAGES.alreadySubscribed] });
      const unsubscribe = new URL(NEWSLETTER_UNSUBSCRIBE_PATH, publicUrl);
      unsubscribe.searchParams.set('token', row.token);
      await outbox.send({
        channel: 'email',
        to: email,
        subject: `You're subscribed to ${PRODUCT_NAME} news`,
        body: `Thanks for subscribing to the ${PRODUCT_NAME} newsletter. Once a month we will send you travel ideas, hosting tips and product news.\n\nChanged your mind? Unsubscribe here: ${unsubscribe}`,
      });
      return { email: row.email };
    },

    async unsubscribe(token: string) {
      const [row] = await db
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.token, token))
        .returning({ email: newsletterSubscribers.email });
      if (!row) throw notFound(SITE_MESSAGES.unsubscribeInvalid);
      return row;
    },
  };
}
