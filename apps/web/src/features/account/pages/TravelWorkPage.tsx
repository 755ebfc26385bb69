import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { normaliseError, serverMessage } from '../../../api/errors';
import { apiClient } from '../../../api/http';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import { data, useAccountMutation, useAccountQuery } from '../api';
import { CodeVerifier } from '../components/CodeVerifier';

interface TravelWork {
  work_email: string | null;
  verified: boolean;
}

function WorkEmail({ current }: { current: TravelWork }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(current.verified ? '' : (current.work_email ?? ''));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const refresh = useAccountMutation(['travel-work'], async (otp: string) =>
    data(apiClient.post('/account/travel-work/verify', { email: sentTo, otp })),
  );
  const remove = useAccountMutation(['travel-work'], () => data(apiClient.delete('/account/travel-work')));
  const send = () => data<{ to: string }>(apiClient.post('/account/travel-work/code', { email: email.trim() }));

  if (sentTo) {
    return (
      <CodeVerifier
        sentTo={sentTo}
        resend={send}
        onCancel={() => setSentTo(null)}
        verify={async (otp) => {
          await refresh.mutateAsync(otp);
          notify.success(t('account.travelWork.verified'));
          setSentTo(null);
          setEmail('');
        }}
      />
    );
  }
  return (
    <div className="space-y-4">
      {current.work_email && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3">
          <div>
            <p className="font-medium">{current.work_email}</p>
            <p className={`flex items-center gap-1 text-sm ${current.verified ? 'text-success' : 'text-muted'}`}>
              <BadgeCheck className="size-4" aria-hidden="true" />
              {t(current.verified ? 'account.personal.verified' : 'account.personal.notVerified')}
            </p>
          </div>
          <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t('account.travelWork.remove')}
          </Button>
        </div>
      )}
      <form
        noValidate
        className="flex max-w-xl flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          setError(undefined);
          send().then(
            (r) => setSentTo(r.to),
            (err) => {
              const n = normaliseError(err);
              setError(n.details?.email?.[0] ?? serverMessage(n));
            },
          );
        }}
      >
        <TextField
          className="flex-1"
          label={t(current.work_email ? 'account.travelWork.newEmail' : 'account.travelWork.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <Button type="submit" className="sm:mt-6">
          {t('account.travelWork.sendCode')}
        </Button>
      </form>
    </div>
  );
}

/** Travel for work: a work e-mail, verified by a code sent to it. */
export default function TravelWorkPage() {
  const { t } = useTranslation();
  const travelWork = useAccountQuery<TravelWork>(['travel-work'], '/account/travel-work');
  return (
    <DashboardPage title={t('account.travelWork.title')} description={t('account.travelWork.description')}>
      <Card title={t('account.travelWork.workEmail')}>
        <QueryState query={travelWork} rows={2}>
          {(current) => <WorkEmail current={current} />}
        </QueryState>
      </Card>
    </DashboardPage>
  );
}
