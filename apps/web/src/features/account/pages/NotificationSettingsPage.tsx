import type { NotificationPrefs } from '@roamstead/contract';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS } from '@roamstead/contract/constants';
import { useState } from 'react';
import { showSaveError } from '../../../api/formErrors';
import { apiClient } from '../../../api/http';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { notify } from '../../../ui/toast';
import { data, useAccountMutation, useNotificationPrefs } from '../api';

function PrefsTable({ initial }: { initial: NotificationPrefs }) {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useState(initial);
  const save = useAccountMutation(['notification-settings'], (body: NotificationPrefs) =>
    data(apiClient.put('/account/notification-settings', body)),
  );
  return (
    <>
      <div className="-mx-5 overflow-x-auto px-5">
        <table className="w-full min-w-[28rem] text-sm">
          <thead>
            <tr className="text-start text-muted">
              <th scope="col" className="py-2 text-start font-medium">
                {t('account.notifications.topic')}
              </th>
              {NOTIFICATION_CHANNELS.map((c) => (
                <th key={c} scope="col" className="py-2 text-center font-medium">
                  {t(`account.notifications.channels.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {NOTIFICATION_TOPICS.map((topic) => (
              <tr key={topic}>
                <th scope="row" className="py-3 text-start font-normal">
                  <span className="block font-medium">{t(`account.notifications.topics.${topic}.title`)}</span>
                  <span className="block text-xs text-muted">{t(`account.notifications.topics.${topic}.text`)}</span>
                </th>
                {NOTIFICATION_CHANNELS.map((c) => (
                  <td key={c} className="text-center">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-500"
                      checked={prefs[topic][c]}
                      aria-label={`${t(`account.notifications.topics.${topic}.title`)}: ${t(`account.notifications.channels.${c}`)}`}
                      onChange={(e) => setPrefs({ ...prefs, [topic]: { ...prefs[topic], [c]: e.target.checked } })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button
        className="mt-4"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(prefs, {
            onSuccess: () => notify.success(t('account.notifications.saved')),
            onError: (err) => showSaveError(err),
          })
        }
      >
        {save.isPending ? t('account.saving') : t('account.save')}
      </Button>
    </>
  );
}

/** Which events reach which channel. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation();
  const prefs = useNotificationPrefs();
  return (
    <DashboardPage title={t('account.notifications.title')} description={t('account.notifications.description')}>
      <Card>
        <QueryState query={prefs} rows={5}>
          {(p) => <PrefsTable initial={p} />}
        </QueryState>
      </Card>
    </DashboardPage>
  );
}
