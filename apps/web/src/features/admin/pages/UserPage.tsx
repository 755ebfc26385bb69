import type { AdminUserDetail, BookingState } from '@roamstead/contract';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { Alert } from '../../../ui/Alert';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { StateBadge } from '../../../ui/StateBadge';
import { useExactMoney } from '../../booking';
import { useLocale } from '../../preferences';
import { adminApi, useAdminUser, useAuditLog } from '../api';
import { AuditEntryItem } from '../components/AuditEntryItem';
import { IdentityAction, IdentityStatus } from '../components/IdentityAction';
import { ReasonAction } from '../components/ReasonAction';
import { RoleBadge } from '../components/RoleBadge';

/** One account as support sees it, with suspend and reinstate. */
export default function UserPage() {
  const { t } = useTranslation();
  const id = Number(useParams().userId);
  const user = useAdminUser(id);
  return (
    <QueryState query={user} rows={6}>
      {(data) => (
        <DashboardPage
          title={data.name || data.email || `#${data.id}`}
          description={
            <Link to="/admin/users" className="inline-flex items-center gap-1 text-brand-700 hover:underline">
              <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('admin.users.back')}
            </Link>
          }
          actions={
            <div className="flex flex-wrap gap-2">
              <IdentityAction user={data} />
              <SuspensionAction user={data} />
            </div>
          }
        >
          <Details user={data} />
        </DashboardPage>
      )}
    </QueryState>
  );
}

function Details({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useExactMoney();
  const trail = useAuditLog({ subject_type: 'user', subject_id: String(user.id) });
  const yes = (value: boolean) => t(value ? 'admin.users.yes' : 'admin.users.no');
  const bookingList = (list: AdminUserDetail['bookings_as_guest']) =>
    list.length === 0 ? (
      <p className="text-sm text-muted">{t('admin.users.noBookings')}</p>
    ) : (
      <ul className="divide-y divide-line text-sm">
        {list.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 break-words">
              <span className="font-medium">#{b.id}</span> {b.listing_title}
              {b.checkin && b.checkout && (
                <span className="block text-muted">
                  {formatDay(b.checkin, locale)} – {formatDay(b.checkout, locale)}
                </span>
              )}
            </span>
            <span className="flex items-center gap-2">
              {money(b.total)}
              <StateBadge state={b.state as BookingState} />
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="space-y-6">
      {user.suspension && (
        <Alert title={t('admin.users.suspended')}>
          {t('admin.users.suspendedSince', {
            date: formatDateTime(user.suspension.at, locale),
            reason: user.suspension.reason,
          })}
        </Alert>
      )}
      <Card title={t('admin.users.profile')}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t('admin.users.email')}</dt>
          <dd className="break-all">{user.email || '—'}</dd>
          <dt className="text-muted">{t('admin.users.phone')}</dt>
          <dd>{user.phone ?? '—'}</dd>
          <dt className="text-muted">{t('admin.users.emailVerified')}</dt>
          <dd>{yes(user.email_verified)}</dd>
          <dt className="text-muted">{t('adminMoney.identity.label')}</dt>
          <dd>
            <IdentityStatus user={user} />
          </dd>
          <dt className="text-muted">{t('admin.users.place')}</dt>
          <dd>{[user.city, user.country].filter(Boolean).join(', ') || '—'}</dd>
          <dt className="text-muted">{t('admin.users.roles')}</dt>
          <dd className="flex flex-wrap gap-2">
            <span className="rounded-full bg-canvas px-2.5 py-0.5 text-xs font-semibold">
              {t(`admin.users.${user.role}`)}
            </span>
            {user.operator_roles.map((role) => (
              <RoleBadge key={role} role={role} />
            ))}
          </dd>
          <dt className="text-muted">{t('admin.users.since')}</dt>
          <dd>{formatDay(user.created_at.slice(0, 10), locale)}</dd>
        </dl>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t('admin.users.listings')} className="min-w-0">
          {user.listings.length === 0 ? (
            <p className="text-sm text-muted">{t('admin.users.noListings')}</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {user.listings.map((l) => (
                <li key={l.id} className="flex justify-between gap-2 py-2">
                  <span>
                    <span className="font-medium">#{l.id}</span> {l.title}
                  </span>
                  <span className="text-muted">{t(`hostListings.status.${l.status}`, l.status)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t('admin.users.sessions')} className="min-w-0">
          {user.sessions.length === 0 ? (
            <p className="text-sm text-muted">{t('admin.users.noSessions')}</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {user.sessions.map((s) => (
                <li key={s.id} className="flex justify-between gap-2 py-2">
                  <span className="min-w-0 flex-1">
                    {formatDateTime(s.created_at, locale)}
                    <span className="block truncate text-muted">
                      {[s.ip, s.user_agent].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                  <span className={`shrink-0 ${s.revoked ? 'text-muted' : 'font-medium text-success'}`}>
                    {t(s.revoked ? 'admin.users.ended' : 'admin.users.active')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t('admin.users.tripsAsGuest')} className="min-w-0">
          {bookingList(user.bookings_as_guest)}
        </Card>
        <Card title={t('admin.users.tripsAsHost')} className="min-w-0">
          {bookingList(user.bookings_as_host)}
        </Card>
        <Card title={t('admin.users.reviews')} className="min-w-0 lg:col-span-2">
          {user.reviews.length === 0 ? (
            <p className="text-sm text-muted">{t('admin.users.noReviews')}</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {user.reviews.map((r) => (
                <li key={r.id} className="py-2">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <Link
                      to={`/admin/reviews?listing=${r.listing_id}`}
                      className="font-medium text-brand-700 underline"
                    >
                      {r.listing_title}
                    </Link>
                    <span className="text-muted">
                      {t('admin.users.stars', { count: r.rating })} · {formatDay(r.created_at.slice(0, 10), locale)}
                      {r.hidden && (
                        <span className="ms-2 font-medium text-danger">{t('admin.users.hiddenReview')}</span>
                      )}
                    </span>
                  </div>
                  <p className="mt-1 line-clamp-2 break-words">{r.body}</p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card title={t('admin.users.trail')}>
        <QueryState query={trail}>
          {(data) => {
            const entries = data.pages.flatMap((page) => page.entries);
            return entries.length === 0 ? (
              <p className="text-sm text-muted">{t('admin.users.noTrail')}</p>
            ) : (
              <ol className="divide-y divide-line">
                {entries.map((entry) => (
                  <AuditEntryItem key={entry.id} entry={entry} />
                ))}
              </ol>
            );
          }}
        </QueryState>
      </Card>
    </div>
  );
}

/** Suspend (a reason is required) or reinstate, asked in a dialog. */
function SuspensionAction({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const suspending = user.suspension === null;
  return (
    <ReasonAction
      variant={suspending ? 'secondary' : 'primary'}
      label={t(suspending ? 'admin.users.suspend' : 'admin.users.reinstate')}
      title={t(suspending ? 'admin.users.suspendTitle' : 'admin.users.reinstateTitle')}
      description={t(suspending ? 'admin.users.suspendBody' : 'admin.users.reinstateBody')}
      reasonLabel={t('admin.users.reason')}
      confirm={t(suspending ? 'admin.users.confirmSuspend' : 'admin.users.confirmReinstate')}
      done={t(suspending ? 'admin.users.suspendedDone' : 'admin.users.reinstatedDone')}
      run={(reason) => (suspending ? adminApi.suspend(user.id, { reason }) : adminApi.reinstate(user.id, { reason }))}
    />
  );
}
