import type { Conversation, ConversationDetail, ReportReason } from '@roamstead/contract';
import { REPORT_REASONS } from '@roamstead/contract/constants';
import { Archive, ArchiveRestore, Ban, CalendarDays, Flag, Home, Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextAreaField } from '../../../ui/FormFields';
import { notify } from '../../../ui/toast';
import { useLocale } from '../../preferences';
import { useArchive, useBlock, useReport } from '../api';
import { participantName, stayDates } from '../format';
import { ThreadBooking } from './ThreadBooking';

const actionClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm font-medium hover:bg-canvas disabled:opacity-60';

/** The listing, the stay (inquiry dates or booking) and the thread's actions: archive, block, report. */
export function SidePanel({ conversation: c, onDone }: { conversation: ConversationDetail; onDone?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const archive = useArchive(c.id);
  const block = useBlock(c.id);
  const [reporting, setReporting] = useState(false);
  const name = participantName(t, c.other);

  const toggleArchive = () =>
    archive.mutate(!c.archived, {
      onSuccess: (next) => {
        notify.success(t(next.archived ? 'conversations.toast.archived' : 'conversations.toast.unarchived'));
        onDone?.();
      },
      onError: (err) => notify.error(errorText(err)),
    });
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const setBlocked = (blocked: boolean) =>
    block.mutate(blocked, {
      onSuccess: (next) => {
        setConfirmingBlock(false);
        notify.success(
          t(next.blocked_by_me ? 'conversations.toast.blocked' : 'conversations.toast.unblocked', { name }),
        );
      },
      onError: (err) => notify.error(errorText(err)),
    });
  const toggleBlock = () => (c.blocked_by_me ? setBlocked(false) : setConfirmingBlock(true));

  return (
    <div className="flex flex-col gap-5 p-4">
      <section aria-labelledby={`listing-${c.id}`} className="flex flex-col gap-2">
        <h3 id={`listing-${c.id}`} className="text-sm font-semibold text-muted">
          {t('conversations.panel.listing')}
        </h3>
        {c.listing ? (
          <Link to={`/listings/${c.listing.id}`} className="group flex flex-col gap-2">
            {c.listing.photo ? (
              <img src={c.listing.photo} alt="" className="aspect-[4/3] w-full rounded-lg object-cover" />
            ) : (
              <span className="flex aspect-[4/3] w-full items-center justify-center rounded-lg bg-canvas">
                <Home className="size-8 text-muted" aria-hidden="true" />
              </span>
            )}
            <span className="font-semibold group-hover:underline">{c.listing.title}</span>
            {c.listing.place && <span className="text-sm text-muted">{c.listing.place}</span>}
          </Link>
        ) : (
          <p className="text-sm text-muted">{t('conversations.panel.listingGone')}</p>
        )}
      </section>

      <section aria-labelledby={`stay-${c.id}`} className="flex flex-col gap-2 text-sm">
        <h3 id={`stay-${c.id}`} className="font-semibold text-muted">
          {c.booking_id ? t('conversations.panel.booking') : t('conversations.panel.inquiry')}
        </h3>
        {c.booking ? (
          <ThreadBooking conversationId={c.id} booking={c.booking} />
        ) : (
          <>
            {c.booking_id && <p>{t('conversations.panel.bookingRef', { id: c.booking_id })}</p>}
            {c.check_in && c.check_out ? (
              <p className="flex items-center gap-2">
                <CalendarDays className="size-4 text-muted" aria-hidden="true" />
                {stayDates(c.check_in, c.check_out, locale)}
              </p>
            ) : (
              <p className="text-muted">{t('conversations.panel.noDates')}</p>
            )}
            {c.guests && (
              <p className="flex items-center gap-2">
                <Users className="size-4 text-muted" aria-hidden="true" />
                {t('conversations.panel.guests', { count: c.guests })}
              </p>
            )}
          </>
        )}
      </section>

      <section aria-label={t('conversations.panel.actions')} className="flex flex-col gap-1 border-t border-line pt-3">
        <button type="button" className={actionClass} onClick={toggleArchive} disabled={archive.isPending}>
          {c.archived ? (
            <ArchiveRestore className="size-4" aria-hidden="true" />
          ) : (
            <Archive className="size-4" aria-hidden="true" />
          )}
          {c.archived ? t('conversations.panel.unarchive') : t('conversations.panel.archive')}
        </button>
        {!c.other.former && (
          <>
            <button type="button" className={actionClass} onClick={toggleBlock} disabled={block.isPending}>
              <Ban className="size-4" aria-hidden="true" />
              {c.blocked_by_me ? t('conversations.panel.unblock', { name }) : t('conversations.panel.block', { name })}
            </button>
            <button type="button" className={`${actionClass} text-danger`} onClick={() => setReporting(true)}>
              <Flag className="size-4" aria-hidden="true" />
              {t('conversations.panel.report', { name })}
            </button>
          </>
        )}
      </section>
      <ReportDialog conversation={c} open={reporting} onOpenChange={setReporting} name={name} />
      <Dialog
        open={confirmingBlock}
        onOpenChange={setConfirmingBlock}
        title={t('conversations.panel.block', { name })}
        description={t('conversations.panel.blockConfirm', { name })}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmingBlock(false)}>
            {t('conversations.panel.cancel')}
          </Button>
          <Button onClick={() => setBlocked(true)} disabled={block.isPending}>
            {t('conversations.panel.blockAction')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function ReportDialog({
  conversation,
  open,
  onOpenChange,
  name,
}: {
  conversation: Conversation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
}) {
  const { t } = useTranslation();
  const report = useReport(conversation.id);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setError(t('conversations.report.reasonRequired'));
    report.mutate(
      { reason, details },
      {
        onSuccess: () => {
          notify.success(t('conversations.report.done'));
          setReason('');
          setDetails('');
          onOpenChange(false);
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('conversations.report.title', { name })}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('conversations.report.reason')}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setError(null);
                }}
              />
              {t(`conversations.report.reasons.${r}`)}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t('conversations.report.details')}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          maxLength={1000}
          rows={3}
        />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <Button type="submit" disabled={report.isPending}>
          {t('conversations.report.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
