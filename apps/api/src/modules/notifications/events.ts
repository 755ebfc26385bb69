import { PRODUCT_NAME, type Role } from '@roamstead/contract';
import type { FastifyInstance } from 'fastify';
import { notify } from './service';

/**
 * Notifications for account events, called by the modules where the events happen.
 * A failed notification is logged and never fails the answer it follows.
 */
export function accountNotifications(app: FastifyInstance) {
  const db = app.database.db;
  const safely = (userId: number, send: Promise<unknown>) =>
    send.then(
      () => undefined,
      (err) => app.log.error({ err, userId }, 'notification failed'),
    );

  return {
    welcome: (userId: number) =>
      safely(
        userId,
        notify(
          db,
          userId,
          {
            kind: 'welcome',
            title: `Welcome to ${PRODUCT_NAME}!`,
            body: 'Your account is ready. Complete your profile so hosts and guests know who you are.',
            link: '/dashboard/guest/profile',
          },
          app.outbox,
        ),
      ),

    roleChanged: (userId: number, role: Role) =>
      safely(
        userId,
        notify(
          db,
          userId,
          {
            kind: 'role_changed',
            title: role === 'host' ? 'You switched to hosting' : 'You switched to travelling',
            body:
              role === 'host'
                ? 'Your dashboard now shows your listings, calendar and earnings.'
                : 'Your dashboard now shows your trips, wishlist and messages.',
            link: role === 'host' ? '/dashboard/host' : '/dashboard/guest',
          },
          app.outbox,
        ),
      ),
  };
}
