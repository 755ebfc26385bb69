import { MULTI_CALENDAR_MESSAGES as M, MULTI_CALENDAR_LIMITS } from '@roamstead/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type BulkEditBefore, calendarBulkEdits } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { editNights, type NightsEdit, undoNights } from './bulk-nights';
import { editRules, undoRules } from './bulk-rules';
import { multiCalendar } from './grid';

type RulesEdit = Parameters<typeof editRules>[2];

/** The multi-calendar and its bulk edits, each one transaction and undoable for a short while. */
export function multiCalendarService(db: Db, now: () => Date = () => new Date()) {
  async function saved(userId: number, kind: 'nights' | 'rules', result: { before: BulkEditBefore; changed: number }) {
    const at = now();
    const [row] = await db
      .insert(calendarBulkEdits)
      .values({ userId, kind, before: result.before, createdAt: at })
      .returning({ id: calendarBulkEdits.id });
    if (!row) throw new Error('bulk edit not saved');
    return {
      edit_id: row.id,
      changed: result.changed,
      undo_until: new Date(at.getTime() + MULTI_CALENDAR_LIMITS.undoSeconds * 1000).toISOString(),
    };
  }

  return {
    grid: (userId: number, from: string, days: number) => multiCalendar(db, userId, from, days, now()),

    async editNights(userId: number, edit: NightsEdit) {
      return saved(userId, 'nights', await editNights(db, userId, edit, now()));
    },

    async editRules(userId: number, edit: RulesEdit) {
      return saved(userId, 'rules', await editRules(db, userId, edit, now()));
    },

    /** Undoes the user's own edit once, within the undo window; someone else's is a 404. */
    async undo(userId: number, editId: number) {
      await db.transaction(async (tx) => {
        const [edit] = await tx
          .select()
          .from(calendarBulkEdits)
          .where(and(eq(calendarBulkEdits.id, editId), eq(calendarBulkEdits.userId, userId)))
          .for('update');
        if (!edit) throw notFound();
        const expired = now().getTime() - edit.createdAt.getTime() > MULTI_CALENDAR_LIMITS.undoSeconds * 1000;
        if (edit.undoneAt || expired) throw conflict(M.undoExpired);
        if (edit.kind === 'nights') await undoNights(tx, edit.before);
        else await undoRules(tx, edit.before);
        await tx
          .update(calendarBulkEdits)
          .set({ undoneAt: now() })
          .where(and(eq(calendarBulkEdits.id, editId), isNull(calendarBulkEdits.undoneAt)));
      });
    },
  };
}
