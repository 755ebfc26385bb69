import { NEWSLETTER_UNSUBSCRIBE_PATH } from '@roamstead/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { publicClient } from '../../../api/http';
import { fetchData } from '../../../api/query';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { usePageTitle } from '../../../ui/usePageTitle';

/** The newsletter e-mails' unsubscribe link: one press, no account needed. */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('site.newsletter.unsubscribeTitle'));
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => fetchData<{ email: string }>(publicClient.post(NEWSLETTER_UNSUBSCRIBE_PATH, { token })),
  });
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('site.newsletter.unsubscribeTitle')}</h1>
      {unsubscribe.isSuccess ? (
        <p role="status" className="mt-4 text-success">
          {t('site.newsletter.unsubscribed')}
        </p>
      ) : !token || unsubscribe.isError ? (
        <p role="alert" className="mt-4 text-danger">
          {t('site.newsletter.unsubscribeInvalid')}
        </p>
      ) : (
        <>
          <p className="mt-4 text-muted">{t('site.newsletter.unsubscribeLead')}</p>
          <Button className="mt-6" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {unsubscribe.isPending ? t('site.newsletter.unsubscribing') : t('site.newsletter.unsubscribeButton')}
          </Button>
        </>
      )}
    </section>
  );
}
