import type { FastifyInstance } from 'fastify';
import { type NotifyInput, notify } from '../notifications';

/** Tells someone about an operator's decision (the bell, and e-mail per their choices). */
export type Tell = (userId: number, notice: NotifyInput) => Promise<void>;

/** A failed notice is logged and never undoes or fails the decision it follows. */
export const tellerOf =
  (app: FastifyInstance): Tell =>
  async (userId, notice) => {
    try {
      await notify(app.database.db, userId, notice, app.outbox);
    } catch (err) {
      app.log.error({ err, userId, kind: notice.kind }, 'moderation notice failed');
    }
  };
