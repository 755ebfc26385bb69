import { SAVED_SEARCH_UNSUBSCRIBE_PATH } from '@roamstead/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { publicClient } from '../../../api/http';
import { fetchData } from '../../../api/query';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { usePageTitle } from '../../../ui/usePageTitle';

/** The alert e-mails' unsubscribe link: one press, no sign-in; the search stays saved. */
export default function UnsubscribeAlertsPage() {
  const { t } = useTranslation();
  usePageTitle(t('savedSearches.unsubscribe.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => fetchData<{ name: string }>(publicClient.post(SAVED_SEARCH_UNSUBSCRIBE_PATH, { token })),
  });
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('savedSearches.unsubscribe.title')}</h1>
      {unsubscribe.isSuccess ? (
        <p role="status" className="mt-4 text-success">
          {t('savedSearches.unsubscribe.done', { name: unsubscribe.data.name })}
        </p>
      ) : !token || unsubscribe.isError ? (
        <p role="alert" className="mt-4 text-danger">
          {t('savedSearches.unsubscribe.invalid')}
        </p>
      ) : (
        <>
          <p className="mt-4 text-muted">{t('savedSearches.unsubscribe.lead')}</p>
          <Button className="mt-6" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {t('savedSearches.unsubscribe.button')}
          </Button>
        </>
      )}
    </section>
  );
}
