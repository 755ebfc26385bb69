import { z } from 'zod';
import { emailField } from './auth';
import {
  COHOST_LEVELS,
  COHOST_LIMITS,
  COHOST_SHARE_KINDS,
  type CohostShareKind,
  COHOST_MESSAGES as M,
} from './cohostConstants';
import { recordId } from './ids';
import { text } from './text';

const level = z.enum(COHOST_LEVELS, { error: M.level });
const shareKind = z.enum(COHOST_SHARE_KINDS, { error: M.shareKind });

/** `share_value`: a whole percentage for `percent`, minor units of the listing's currency for `fixed`. */
const shareFields = {
  share_kind: shareKind.default('none'),
  share_value: z.number({ error: M.fixed }).int(M.fixed).min(0, M.fixed).max(100_000_000, M.fixed).default(0),
};
const checkShare = (b: { share_kind: CohostShareKind; share_value: number }, ctx: z.RefinementCtx) => {
  if (b.share_kind === 'percent' && (b.share_value < 1 || b.share_value > COHOST_LIMITS.percentMax))
    ctx.addIssue({ code: 'custom', path: ['share_value'], message: M.percent });
  if (b.share_kind === 'fixed' && b.share_value < 1)
    ctx.addIssue({ code: 'custom', path: ['share_value'], message: M.fixed });
};

/** POST /hosting/listings/:id/cohosts */
export const inviteCohostBody = z.object({ email: emailField, level, ...shareFields }).superRefine(checkShare);
export type InviteCohostBody = z.input<typeof inviteCohostBody>;

/** PATCH /hosting/listings/:id/cohosts/:cohostId */
export const updateCohostBody = z.object({ level, ...shareFields }).superRefine(checkShare);
export type UpdateCohostBody = z.input<typeof updateCohostBody>;

export const cohostParams = z.object({ id: recordId('Listing id'), cohostId: recordId('Co-host id') });
export const cohostInvitationParams = z.object({ id: recordId('Invitation id') });
export const cohostTokenBody = z.object({ token: text().min(1).max(200) });

export const cohostSchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int(),
  /** Null while the invitation is pending and no account answered it. */
  user_id: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string(),
  level,
  share_kind: shareKind,
  share_value: z.number().int(),
  /** The listing's currency, for a fixed share. */
  currency: z.string(),
  status: z.enum(['pending', 'active']),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type Cohost = z.infer<typeof cohostSchema>;
/** A listing's co-hosts, with what the invite form needs of the listing. */
export const cohostListSchema = z.object({
  listing: z.object({ id: z.number().int(), title: z.string(), currency: z.string() }),
  items: z.array(cohostSchema),
});
export type CohostList = z.infer<typeof cohostListSchema>;

/** An invitation or co-hosting of the caller, with the listing it is about. */
export const myCohostingSchema = cohostSchema.extend({
  listing_title: z.string(),
  owner_name: z.string(),
});
export type MyCohosting = z.infer<typeof myCohostingSchema>;
export const myCohostingListSchema = z.object({ items: z.array(myCohostingSchema) });
