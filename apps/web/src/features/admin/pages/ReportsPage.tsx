import { type AdminReport, REPORT_STATUSES } from '@roamstead/contract';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { SelectField } from '../../../ui/FormFields';
import { QueryState } from '../../../ui/QueryState';
import { useLocale } from '../../preferences';
import { useReports } from '../moderationApi';

/** The reports queue: open and in progress by default (oldest first), or resolved. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = REPORT_STATUSES.find((s) => s === params.get('status'));
  const reports = useReports(status ? { status } : {});
  return (
    <DashboardPage title={t('moderation.reports.title')} description={t('moderation.reports.description')}>
      <div className="max-w-xs">
        <SelectField
          label={t('moderation.reports.show')}
          placeholder={t('moderation.reports.waiting')}
          value={status ?? ''}
          onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {})}
          options={REPORT_STATUSES.map((s) => ({ value: s, label: t(`moderation.reports.status.${s}`) }))}
        />
      </div>
      <Card title={t('moderation.reports.list')}>
        <QueryState query={reports}>
          {(rows) =>
            rows.length === 0 ? (
              <p className="text-sm text-muted">{t('moderation.reports.none')}</p>
            ) : (
              <ul className="divide-y divide-line">
                {rows.map((report) => (
                  <ReportRow key={report.id} report={report} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </Card>
    </DashboardPage>
  );
}

function ReportRow({ report }: { report: AdminReport }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0 space-y-1">
        <Link to={`/admin/reports/${report.id}`} className="font-medium text-brand-700 hover:underline">
          {t('moderation.reports.about', {
            subject: t(`moderation.subject.${report.subject_type}`),
            reason: t(`moderation.reasons.${report.reason}`),
          })}
        </Link>
        <p className="text-sm text-muted">
          #{report.id} · {formatDateTime(report.created_at, locale)} ·{' '}
          {t('moderation.reports.by', { name: report.reporter?.name ?? t('moderation.reports.formerUser') })}
          {report.reported_user && ` · ${t('moderation.reports.concerns', { name: report.reported_user.name })}`}
        </p>
      </div>
      <span className="rounded-full bg-canvas px-2.5 py-0.5 text-xs font-semibold">
        {t(`moderation.reports.status.${report.status}`)}
        {report.handler && ` · ${report.handler.name}`}
      </span>
    </li>
  );
}
