import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job: the process that moves `dueAt` forward (one atomic UPDATE) runs the
 * job for that interval; the others find it not due (docs/adr/0030).
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  runs: integer('runs').notNull().default(0),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
