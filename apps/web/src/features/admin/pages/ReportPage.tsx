import type { AdminReportDetail } from '@roamstead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { showSaveError } from '../../../api/formErrors';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { notify } from '../../../ui/toast';
import { useLocale } from '../../preferences';
import { adminApi, adminKey } from '../api';
import { ReasonAction } from '../components/ReasonAction';
import { moderationApi, useReport } from '../moderationApi';
import { ListingActions } from './ListingsModerationPage';
import { ReviewAction } from './ReviewsModerationPage';

/** One report: what was reported, the actions on it one click away, and its handling. */
export default function ReportPage() {
  const { t } = useTranslation();
  const id = Number(useParams().reportId);
  const report = useReport(id);
  return (
    <QueryState query={report} rows={6}>
      {(data) => (
        <DashboardPage
          title={t('moderation.reports.reportTitle', { id: data.id })}
          description={
            <Link to="/admin/reports" className="inline-flex items-center gap-1 text-brand-700 hover:underline">
              <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('moderation.reports.back')}
            </Link>
          }
          actions={<Handling report={data} />}
        >
          <Details report={data} />
        </DashboardPage>
      )}
    </QueryState>
  );
}

function Handling({ report }: { report: AdminReportDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (report.status === 'resolved') return null;
  const take = async () => {
    setBusy(true);
    const [, err] = await moderationApi.report(report.id, { status: 'in_progress' });
    setBusy(false);
    if (err) return showSaveError(err);
    notify.success(t('moderation.reports.taken'));
    await queryClient.invalidateQueries({ queryKey: adminKey });
  };
  return (
    <div className="flex flex-wrap gap-2">
      {report.status === 'open' && (
        <Button variant="secondary" disabled={busy} onClick={() => void take()}>
          {t('moderation.reports.take')}
        </Button>
      )}
      <ReasonAction
        variant="primary"
        optional
        label={t('moderation.reports.resolve')}
        title={t('moderation.reports.resolveTitle')}
        description={t('moderation.reports.resolveBody')}
        confirm={t('moderation.reports.resolve')}
        done={t('moderation.reports.resolved')}
        run={(resolution) => moderationApi.report(report.id, { status: 'resolved', resolution })}
      />
    </div>
  );
}

function Details({ report }: { report: AdminReportDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = report.reported_user;
  return (
    <div className="space-y-6">
      <Card title={t('moderation.reports.report')}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{t('moderation.reports.subjectLabel')}</dt>
          <dd>{t(`moderation.subject.${report.subject_type}`)}</dd>
          <dt className="font-medium">{t('moderation.reports.reasonLabel')}</dt>
          <dd>{t(`moderation.reasons.${report.reason}`)}</dd>
          <dt className="font-medium">{t('moderation.reports.detailsLabel')}</dt>
          <dd className="whitespace-pre-line break-words">{report.details || '—'}</dd>
          <dt className="font-medium">{t('moderation.reports.reporterLabel')}</dt>
          <dd>
            {report.reporter ? (
              <Link to={`/admin/users/${report.reporter.id}`} className="text-brand-700 underline">
                {report.reporter.name}
              </Link>
            ) : (
              t('moderation.reports.formerUser')
            )}{' '}
            · {formatDateTime(report.created_at, locale)}
          </dd>
          <dt className="font-medium">{t('moderation.reports.statusLabel')}</dt>
          <dd>
            {t(`moderation.reports.status.${report.status}`)}
            {report.handler &&
              report.handled_at &&
              ` · ${t('moderation.reports.handledBy', { name: report.handler.name, time: formatDateTime(report.handled_at, locale) })}`}
          </dd>
          {report.resolution && (
            <>
              <dt className="font-medium">{t('moderation.reports.resolutionLabel')}</dt>
              <dd className="whitespace-pre-line break-words">{report.resolution}</dd>
            </>
          )}
        </dl>
      </Card>
      <Card title={t('moderation.reports.actions')}>
        <ul className="divide-y divide-line">
          {report.listing && (
            <li className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span className="min-w-0">
                {t('moderation.subject.listing')}:{' '}
                <Link to={`/listings/${report.listing.id}`} className="text-brand-700 underline">
                  {report.listing.title || `#${report.listing.id}`}
                </Link>{' '}
                ({t(`hostListings.status.${report.listing.status}`)})
              </span>
              <ListingActions listing={report.listing} />
            </li>
          )}
          {report.review && (
            <li className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span className="min-w-0 flex-1 break-words">
                {t('moderation.subject.review')}: “{report.review.body}”
                {report.review.hidden && ` (${t('moderation.reviews.hidden')})`}
              </span>
              <ReviewAction
                review={{
                  id: report.review.id,
                  author: user ? { id: user.id, name: user.name } : { id: 0, name: '' },
                  hidden: report.review.hidden,
                }}
              />
            </li>
          )}
          {report.message && (
            <li className="py-3">
              {t('moderation.subject.message')}: “<span className="break-words">{report.message.body}</span>”
            </li>
          )}
          {user && (
            <li className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span>
                {t('moderation.subject.user')}:{' '}
                <Link to={`/admin/users/${user.id}`} className="text-brand-700 underline">
                  {user.name}
                </Link>
                {user.suspended && ` (${t('moderation.reports.suspended')})`}
              </span>
              {!user.suspended && (
                <ReasonAction
                  label={t('admin.users.suspend')}
                  context={user.name}
                  title={t('admin.users.suspendTitle')}
                  description={t('admin.users.suspendBody')}
                  confirm={t('admin.users.confirmSuspend')}
                  done={t('admin.users.suspendedDone')}
                  run={(reason) => adminApi.suspend(user.id, { reason })}
                />
              )}
            </li>
          )}
        </ul>
      </Card>
      {report.conversation && (
        <Card title={t('moderation.reports.conversation')}>
          {report.conversation.length === 0 ? (
            <p className="text-sm text-muted">{t('moderation.reports.noMessages')}</p>
          ) : (
            <ol className="space-y-3">
              {report.conversation.map((m) => (
                <li
                  key={m.id}
                  className={`rounded-lg border px-3 py-2 text-sm ${m.id === report.message?.id ? 'border-danger bg-danger/5' : 'border-line'}`}
                >
                  <p className="text-xs text-muted">
                    {m.sender?.name ?? t('moderation.reports.formerUser')} · {formatDateTime(m.created_at, locale)}
                    {m.id === report.message?.id && ` · ${t('moderation.reports.reportedMessage')}`}
                  </p>
                  <p className="whitespace-pre-line break-words">{m.body}</p>
                </li>
              ))}
            </ol>
          )}
        </Card>
      )}
    </div>
  );
}
