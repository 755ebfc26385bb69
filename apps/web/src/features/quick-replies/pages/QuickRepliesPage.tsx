import type { QuickReply, Schedule, ScheduleList } from '@roamstead/contract';
import {
  PLACEHOLDER_PATTERN,
  QUICK_REPLY_LIMITS,
  QUICK_REPLY_PLACEHOLDERS,
  SCHEDULE_TRIGGERS,
  type ScheduleTrigger,
  TRIGGERS_WITH_DAYS,
} from '@roamstead/contract/constants';
import { CalendarClock, MessageSquarePlus, Plus } from 'lucide-react';
import { type FormEvent, Fragment, type ReactNode, useId, useRef, useState } from 'react';
import { normaliseError, serverMessage } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { Dialog } from '../../../ui/Dialog';
import { TextAreaField } from '../../../ui/FormFields';
import { QueryError, Skeleton } from '../../../ui/QueryState';
import { inputClass, TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { useQuickReplies, useQuickReplyMutations, useSchedules } from '../api';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

type T = ReturnType<typeof useTranslation>['t'];

/** A template's text with its placeholders as chips. */
function TemplateText({ body }: { body: string }) {
  const { t } = useTranslation();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of body.matchAll(PLACEHOLDER_PATTERN)) {
    parts.push(body.slice(last, m.index));
    parts.push(
      <span
        key={m.index}
        className="mx-0.5 inline-block rounded-full whitespace-nowrap bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700"
      >
        {t(`quickReplies.placeholders.${m[1]}`, m[0])}
      </span>,
    );
    last = (m.index ?? 0) + m[0].length;
  }
  parts.push(body.slice(last));
  return <p className="line-clamp-3 whitespace-pre-line text-sm text-muted">{parts}</p>;
}

/** When a schedule sends, in words. */
function whenText(t: T, s: { trigger: ScheduleTrigger; days: number; hour: number }) {
  const hour = `${String(s.hour).padStart(2, '0')}:00`;
  return t(`quickReplies.schedules.when.${s.trigger}`, { count: s.days, hour });
}

/** /dashboard/host/quick-replies: saved replies and the messages sent by themselves. */
export default function QuickRepliesPage() {
  const { t } = useTranslation();
  const replies = useQuickReplies();
  const [editing, setEditing] = useState<QuickReply | 'new' | null>(null);
  return (
    <DashboardPage
      title={t('quickReplies.title')}
      description={t('quickReplies.description')}
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('quickReplies.new')}
        </Button>
      }
    >
      <Card title={t('quickReplies.savedTitle')}>
        {replies.isPending ? (
          <Skeleton rows={3} rowClassName="h-16" />
        ) : replies.isError ? (
          <QueryError error={replies.error} onRetry={() => void replies.refetch()} />
        ) : replies.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <MessageSquarePlus className="size-6" aria-hidden="true" />
            </span>
            <h3 className="font-semibold">{t('quickReplies.emptyTitle')}</h3>
            <p className="max-w-md text-sm text-muted">{t('quickReplies.emptyText')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-line" aria-label={t('quickReplies.savedTitle')}>
            {replies.data.map((r) => (
              <TemplateRow key={r.id} reply={r} onEdit={() => setEditing(r)} />
            ))}
          </ul>
        )}
      </Card>
      <SchedulesCard replies={replies.data ?? []} />
      {editing && <TemplateDialog reply={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </DashboardPage>
  );
}

function TemplateRow({ reply, onEdit }: { reply: QuickReply; onEdit: () => void }) {
  const { t } = useTranslation();
  const { remove } = useQuickReplyMutations();
  const [deleting, setDeleting] = useState(false);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words">{reply.name}</h3>
        <TemplateText body={reply.body} />
        {reply.schedules > 0 && (
          <p className="mt-1 text-xs text-muted">{t('quickReplies.usedBy', { count: reply.schedules })}</p>
        )}
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onEdit}>
          {t('quickReplies.edit')}
          <span className="sr-only">: {reply.name}</span>
        </Button>
        <Button variant="ghost" onClick={() => setDeleting(true)}>
          {t('quickReplies.delete')}
          <span className="sr-only">: {reply.name}</span>
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('quickReplies.deleteTitle')}
        description={t(reply.schedules > 0 ? 'quickReplies.deleteTextScheduled' : 'quickReplies.deleteText', {
          name: reply.name,
          count: reply.schedules,
        })}
        confirmLabel={t('quickReplies.delete')}
        cancelLabel={t('quickReplies.cancel')}
        onConfirm={() =>
          remove.mutate(reply.id, {
            onSuccess: () => notify.success(t('quickReplies.deleted')),
            onError: (err) => notify.error(serverMessage(normaliseError(err))),
          })
        }
      />
    </li>
  );
}

function TemplateDialog({ reply, onClose }: { reply?: QuickReply; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useQuickReplyMutations();
  const [name, setName] = useState(reply?.name ?? '');
  const [body, setBody] = useState(reply?.body ?? '');
  const [errors, setErrors] = useState<{ name?: string; body?: string; form?: string }>({});
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const helpId = useId();
  const pending = create.isPending || update.isPending;

  const insert = (placeholder: string) => {
    const token = `{${placeholder}}`;
    const el = bodyRef.current;
    const start = el?.selectionStart ?? body.length;
    const end = el?.selectionEnd ?? body.length;
    setBody(body.slice(0, start) + token + body.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = {
      ...(name.trim() ? {} : { name: t('quickReplies.form.nameRequired') }),
      ...(body.trim() ? {} : { body: t('quickReplies.form.bodyRequired') }),
    };
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      if (reply) await update.mutateAsync({ id: reply.id, name, body });
      else await create.mutateAsync({ name, body });
      notify.success(t('quickReplies.saved'));
      onClose();
    } catch (err) {
      const e = normaliseError(err);
      const name = e.details?.name?.[0];
      const text = e.details?.body?.[0];
      setErrors(name || text ? { name, body: text } : { form: serverMessage(e) });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={reply ? t('quickReplies.form.editTitle') : t('quickReplies.form.newTitle')}
      width="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('quickReplies.form.name')}
          value={name}
          maxLength={QUICK_REPLY_LIMITS.name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          autoFocus
        />
        <TextAreaField
          ref={bodyRef}
          label={t('quickReplies.form.body')}
          value={body}
          rows={6}
          maxLength={QUICK_REPLY_LIMITS.body}
          onChange={(e) => setBody(e.target.value)}
          error={errors.body}
        />
        <fieldset aria-describedby={helpId}>
          <legend className="text-sm font-medium">{t('quickReplies.form.insert')}</legend>
          <p id={helpId} className="mb-2 text-xs text-muted">
            {t('quickReplies.form.insertHelp')}
          </p>
          <div className="flex flex-wrap gap-2">
            {QUICK_REPLY_PLACEHOLDERS.map((p) => (
              <button
                key={p}
                type="button"
                onClick={() => insert(p)}
                className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700 hover:bg-brand-100"
              >
                {t(`quickReplies.placeholders.${p}`)}
                <span className="sr-only"> {`{${p}}`}</span>
              </button>
            ))}
          </div>
        </fieldset>
        {errors.form && (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('quickReplies.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {t('quickReplies.form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function SchedulesCard({ replies }: { replies: QuickReply[] }) {
  const { t } = useTranslation();
  const schedules = useSchedules();
  const [adding, setAdding] = useState(false);
  return (
    <Card title={t('quickReplies.schedules.title')}>
      <p className="-mt-2 mb-4 text-sm text-muted">{t('quickReplies.schedules.lead')}</p>
      {schedules.isPending ? (
        <Skeleton rows={2} rowClassName="h-14" />
      ) : schedules.isError ? (
        <QueryError error={schedules.error} onRetry={() => void schedules.refetch()} />
      ) : (
        <>
          {schedules.data.items.length === 0 ? (
            <p className="mb-4 text-sm text-muted">{t('quickReplies.schedules.empty')}</p>
          ) : (
            <ScheduleGroups data={schedules.data} />
          )}
          {schedules.data.listings.length === 0 ? (
            <p className="text-sm text-muted">{t('quickReplies.schedules.noListings')}</p>
          ) : replies.length === 0 ? (
            <p className="text-sm text-muted">{t('quickReplies.schedules.noTemplates')}</p>
          ) : (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              <CalendarClock className="size-4" aria-hidden="true" />
              {t('quickReplies.schedules.new')}
            </Button>
          )}
          {adding && (
            <ScheduleDialog replies={replies} listings={schedules.data.listings} onClose={() => setAdding(false)} />
          )}
        </>
      )}
    </Card>
  );
}

/** Schedules grouped by listing, each with its on/off switch. */
function ScheduleGroups({ data }: { data: ScheduleList }) {
  const groups = new Map<number, Schedule[]>();
  for (const s of data.items) groups.set(s.listing_id, [...(groups.get(s.listing_id) ?? []), s]);
  return (
    <div className="mb-4 space-y-4">
      {[...groups.values()].map((items) => (
        <Fragment key={items[0]?.listing_id}>
          <h3 className="font-semibold break-words">{items[0]?.listing_title}</h3>
          <ul className="divide-y divide-line rounded-lg border border-line">
            {items.map((s) => (
              <ScheduleRow key={s.id} schedule={s} />
            ))}
          </ul>
        </Fragment>
      ))}
    </div>
  );
}

function ScheduleRow({ schedule: s }: { schedule: Schedule }) {
  const { t } = useTranslation();
  const { updateSchedule, removeSchedule } = useQuickReplyMutations();
  const [deleting, setDeleting] = useState(false);
  const label = `${s.template_name} · ${s.listing_title}`;
  const toggle = (enabled: boolean) =>
    updateSchedule.mutate(
      { id: s.id, template_id: s.template_id, trigger: s.trigger, days: s.days || undefined, hour: s.hour, enabled },
      {
        onSuccess: () => notify.success(t(enabled ? 'quickReplies.schedules.on' : 'quickReplies.schedules.off')),
        onError: (err) => notify.error(serverMessage(normaliseError(err))),
      },
    );
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{s.template_name}</p>
        <p className="text-sm text-muted">{whenText(t, s)}</p>
        {!s.mine && (
          <p className="text-xs text-muted">{t('quickReplies.schedules.byCohost', { name: s.author_name })}</p>
        )}
        {s.sent > 0 && <p className="text-xs text-muted">{t('quickReplies.schedules.sent', { count: s.sent })}</p>}
      </div>
      <div className="flex items-center gap-3">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            aria-checked={s.enabled}
            className="size-4 accent-brand-600"
            checked={s.enabled}
            disabled={updateSchedule.isPending}
            onChange={(e) => toggle(e.target.checked)}
          />
          {t('quickReplies.schedules.enabled')}
          <span className="sr-only">: {label}</span>
        </label>
        <Button variant="ghost" onClick={() => setDeleting(true)}>
          {t('quickReplies.delete')}
          <span className="sr-only">: {label}</span>
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('quickReplies.schedules.deleteTitle')}
        description={t('quickReplies.schedules.deleteText', { name: s.template_name, listing: s.listing_title })}
        confirmLabel={t('quickReplies.delete')}
        cancelLabel={t('quickReplies.cancel')}
        onConfirm={() =>
          removeSchedule.mutate(s.id, {
            onSuccess: () => notify.success(t('quickReplies.schedules.deleted')),
            onError: (err) => notify.error(serverMessage(normaliseError(err))),
          })
        }
      />
    </li>
  );
}

function ScheduleDialog({
  replies,
  listings,
  onClose,
}: {
  replies: QuickReply[];
  listings: ScheduleList['listings'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { createSchedule } = useQuickReplyMutations();
  const [templateId, setTemplateId] = useState(String(replies[0]?.id ?? ''));
  const [picked, setPicked] = useState<number[]>(listings.length === 1 && listings[0] ? [listings[0].id] : []);
  const [trigger, setTrigger] = useState<ScheduleTrigger>('before_checkin');
  const [days, setDays] = useState('2');
  const [hour, setHour] = useState('10');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const ids = { template: useId(), trigger: useId(), days: useId(), hour: useId(), listings: useId() };
  const withDays = TRIGGERS_WITH_DAYS.includes(trigger);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return setErrors({ listing_ids: t('quickReplies.schedules.form.listingsRequired') });
    setErrors({});
    try {
      await createSchedule.mutateAsync({
        template_id: Number(templateId),
        listing_ids: picked,
        trigger,
        ...(withDays ? { days: Number(days) } : {}),
        hour: Number(hour),
        enabled: true,
      });
      notify.success(t('quickReplies.schedules.saved'));
      onClose();
    } catch (err) {
      const e = normaliseError(err);
      const details = Object.fromEntries(Object.entries(e.details ?? {}).map(([k, v]) => [k, v[0]]));
      setErrors(Object.keys(details).length ? details : { form: serverMessage(e) });
    }
  };

  const fieldError = (key: string, id: string) =>
    errors[key] && (
      <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
        {errors[key]}
      </p>
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('quickReplies.schedules.form.title')}
      width="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={ids.template} className="mb-1 block text-sm font-medium">
            {t('quickReplies.schedules.form.template')}
          </label>
          <select
            id={ids.template}
            className={inputClass}
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
          >
            {replies.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
          {fieldError('template_id', ids.template)}
        </div>
        <fieldset aria-describedby={errors.listing_ids ? `${ids.listings}-error` : undefined}>
          <legend className="mb-1 text-sm font-medium">{t('quickReplies.schedules.form.listings')}</legend>
          <div className="max-h-40 space-y-1 overflow-y-auto rounded-lg border border-line p-2">
            {listings.map((l) => (
              <label key={l.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={picked.includes(l.id)}
                  onChange={(e) => setPicked(e.target.checked ? [...picked, l.id] : picked.filter((id) => id !== l.id))}
                />
                <span className="break-words">{l.title}</span>
              </label>
            ))}
          </div>
          {fieldError('listing_ids', ids.listings)}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className={withDays ? '' : 'sm:col-span-2'}>
            <label htmlFor={ids.trigger} className="mb-1 block text-sm font-medium">
              {t('quickReplies.schedules.form.trigger')}
            </label>
            <select
              id={ids.trigger}
              className={inputClass}
              value={trigger}
              onChange={(e) => setTrigger(e.target.value as ScheduleTrigger)}
            >
              {SCHEDULE_TRIGGERS.map((tr) => (
                <option key={tr} value={tr}>
                  {t(`quickReplies.schedules.triggers.${tr}`)}
                </option>
              ))}
            </select>
            {fieldError('trigger', ids.trigger)}
          </div>
          {withDays && (
            <div>
              <label htmlFor={ids.days} className="mb-1 block text-sm font-medium">
                {t('quickReplies.schedules.form.days')}
              </label>
              <input
                id={ids.days}
                type="number"
                inputMode="numeric"
                min={QUICK_REPLY_LIMITS.days.min}
                max={QUICK_REPLY_LIMITS.days.max}
                className={inputClass}
                value={days}
                onChange={(e) => setDays(e.target.value)}
                aria-invalid={errors.days ? true : undefined}
                aria-describedby={errors.days ? `${ids.days}-error` : undefined}
              />
              {fieldError('days', ids.days)}
            </div>
          )}
          <div>
            <label htmlFor={ids.hour} className="mb-1 block text-sm font-medium">
              {t('quickReplies.schedules.form.hour')}
            </label>
            <select id={ids.hour} className={inputClass} value={hour} onChange={(e) => setHour(e.target.value)}>
              {HOURS.map((h) => (
                <option key={h} value={h}>{`${String(h).padStart(2, '0')}:00`}</option>
              ))}
            </select>
            {fieldError('hour', ids.hour)}
          </div>
        </div>
        <p className="text-xs text-muted">{t('quickReplies.schedules.form.help')}</p>
        {errors.form && (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('quickReplies.cancel')}
          </Button>
          <Button type="submit" disabled={createSchedule.isPending}>
            {t('quickReplies.schedules.form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
