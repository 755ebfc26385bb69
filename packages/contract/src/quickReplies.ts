import { z } from 'zod';
import { recordId } from './ids';
import {
  QUICK_REPLY_LIMITS as L,
  QUICK_REPLY_MESSAGES as M,
  SCHEDULE_TRIGGERS,
  TRIGGERS_WITH_DAYS,
  unknownPlaceholders,
} from './quickReplyConstants';
import { line, text } from './text';

const name = line({ error: M.nameRequired }).min(1, M.nameRequired).max(L.name, M.nameTooLong);
const body = text({ error: M.bodyRequired })
  .max(L.body, M.bodyTooLong)
  .refine((b) => b.trim().length > 0, M.bodyRequired)
  .superRefine((b, ctx) => {
    const unknown = unknownPlaceholders(b);
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: M.unknownPlaceholder(unknown) });
  });

/** POST /hosting/quick-replies, PUT /hosting/quick-replies/:id */
export const writeQuickReplySchema = z.object({ name, body });
export type WriteQuickReply = z.input<typeof writeQuickReplySchema>;

export const quickReplySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  body: z.string(),
  /** Scheduled messages that send it. */
  schedules: z.number().int(),
  updated_at: z.string(),
});
export type QuickReply = z.infer<typeof quickReplySchema>;
export const quickReplyListSchema = z.object({ items: z.array(quickReplySchema) });

export const quickReplyParams = z.object({ id: recordId('Quick reply id') });
export const scheduleParams = z.object({ id: recordId('Scheduled message id') });

/** GET /hosting/quick-replies/filled?conversation_id= */
export const filledQuickRepliesQuery = z.object({ conversation_id: recordId('Conversation id') });
export const filledQuickReplySchema = z.object({ id: z.number().int(), name: z.string(), text: z.string() });
export const filledQuickReplyListSchema = z.object({ items: z.array(filledQuickReplySchema) });
export type FilledQuickReply = z.infer<typeof filledQuickReplySchema>;

const trigger = z.enum(SCHEDULE_TRIGGERS, { error: M.trigger });
const days = z.number({ error: M.days }).int(M.days).min(L.days.min, M.days).max(L.days.max, M.days);
const hour = z.number({ error: M.hour }).int(M.hour).min(0, M.hour).max(23, M.hour);

const scheduleFields = {
  template_id: recordId('Quick reply id'),
  trigger,
  /** Days before check-in or after checkout; ignored (0) for the day triggers. */
  days: days.optional(),
  hour,
  enabled: z.boolean().default(true),
};

const needsDays = (
  b: { trigger: (typeof SCHEDULE_TRIGGERS)[number]; days?: number | undefined },
  ctx: z.RefinementCtx,
) => {
  if (TRIGGERS_WITH_DAYS.includes(b.trigger) && b.days === undefined) {
    ctx.addIssue({ code: 'custom', path: ['days'], message: M.days });
  }
};

/** POST /hosting/quick-replies/schedules: the same rule for one or many listings, one schedule each. */
export const createScheduleSchema = z
  .object({
    ...scheduleFields,
    listing_ids: z.array(recordId('Listing id'), { error: M.listingsRequired }).min(1, M.listingsRequired).max(200),
  })
  .superRefine(needsDays);
export type CreateSchedule = z.infer<typeof createScheduleSchema>;

/** PUT /hosting/quick-replies/schedules/:id */
export const updateScheduleSchema = z.object(scheduleFields).superRefine(needsDays);
export type UpdateSchedule = z.infer<typeof updateScheduleSchema>;

export const scheduleSchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int(),
  listing_title: z.string(),
  template_id: z.number().int(),
  template_name: z.string(),
  trigger,
  days: z.number().int(),
  hour: z.number().int(),
  enabled: z.boolean(),
  /** Messages it has sent. */
  sent: z.number().int(),
  /** Who wrote it and sends its messages: the caller, or (on the caller's own listing) a co-host. */
  author_name: z.string(),
  /** The caller wrote it: they may change its quick reply. */
  mine: z.boolean(),
});
export type Schedule = z.infer<typeof scheduleSchema>;
export const scheduleListSchema = z.object({
  items: z.array(scheduleSchema),
  /** The homes the caller can schedule messages for: their own and those they co-host with full access. */
  listings: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type ScheduleList = z.infer<typeof scheduleListSchema>;
