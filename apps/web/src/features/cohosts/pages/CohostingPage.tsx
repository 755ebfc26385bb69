import type { MyCohosting } from '@roamstead/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryError, Skeleton } from '../../../ui/QueryState';
import { notify } from '../../../ui/toast';
import { authApi, useAuth } from '../../auth';
import { useCohostingAnswers, useMyCohosting } from '../api';

/** Accepting makes the account a host (ADR 0077): the session learns it and the host dashboard opens. */
function useToHosting() {
  const { setUser } = useAuth();
  const navigate = useNavigate();
  return async () => {
    const [user] = await authApi.getUser();
    if (user) setUser(user);
    navigate('/dashboard/host');
  };
}

/** The invitation e-mail's link: one button accepts it with the signed-in account. */
function AcceptLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const { acceptToken } = useCohostingAnswers();
  const toHosting = useToHosting();
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    try {
      await acceptToken.mutateAsync(token);
      notify.success(t('cohosts.acceptedToast'));
      await toHosting();
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <Card title={t('cohosts.linkTitle')}>
      <p className="mb-3 text-sm text-muted">{t('cohosts.linkHelp')}</p>
      {error && (
        <div className="mb-3">
          <Alert>{error}</Alert>
        </div>
      )}
      <Button onClick={() => void accept()} disabled={acceptToken.isPending}>
        {t('cohosts.accept')}
      </Button>
    </Card>
  );
}

function Row({ item }: { item: MyCohosting }) {
  const { t } = useTranslation();
  const { answer, leave } = useCohostingAnswers();
  const toHosting = useToHosting();
  const run = async (action: () => Promise<unknown>, done: string, then?: () => Promise<void>) => {
    try {
      await action();
      notify.success(done);
      await then?.();
    } catch (err) {
      notify.error(errorText(err));
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface p-4">
      <div>
        <p className="font-semibold">{item.listing_title}</p>
        <p className="text-sm text-muted">
          {t('cohosts.ownedBy', { name: item.owner_name })} · {t(`cohosts.level.${item.level}`)}
        </p>
      </div>
      {item.status === 'pending' ? (
        <div className="flex gap-2">
          <Button
            disabled={answer.isPending}
            onClick={() =>
              void run(() => answer.mutateAsync({ id: item.id, accept: true }), t('cohosts.acceptedToast'), toHosting)
            }
          >
            {t('cohosts.accept')}
            <span className="sr-only">: {item.listing_title}</span>
          </Button>
          <Button
            variant="ghost"
            disabled={answer.isPending}
            onClick={() =>
              void run(() => answer.mutateAsync({ id: item.id, accept: false }), t('cohosts.declinedToast'))
            }
          >
            {t('cohosts.decline')}
            <span className="sr-only">: {item.listing_title}</span>
          </Button>
        </div>
      ) : (
        <div className="flex gap-2">
          <Link to="/dashboard/host/multi-calendar" className="text-sm font-semibold underline">
            {t('cohosts.openCalendar')}
          </Link>
          <Button
            variant="ghost"
            disabled={leave.isPending}
            onClick={() => void run(() => leave.mutateAsync(item.listing_id), t('cohosts.leftToast'))}
          >
            {t('cohosts.leave')}
            <span className="sr-only">: {item.listing_title}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/** /dashboard/host/cohosting: invitations to co-host (from the e-mail link or the list) and the listings co-hosted. */
export default function CohostingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const mine = useMyCohosting();
  return (
    <DashboardPage title={t('cohosts.mineTitle')} description={t('cohosts.mineDescription')}>
      <div className="space-y-6">
        {token && <AcceptLink token={token} />}
        {mine.isPending ? (
          <Skeleton rows={2} rowClassName="h-16" />
        ) : mine.isError ? (
          <QueryError error={mine.error} onRetry={() => void mine.refetch()} />
        ) : mine.data.length === 0 ? (
          <p className="text-sm text-muted">{t('cohosts.mineEmpty')}</p>
        ) : (
          <ul className="space-y-3">
            {mine.data.map((item) => (
              <Row key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </DashboardPage>
  );
}
