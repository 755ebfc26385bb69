import { NOT_FOUND_PAGE } from '@roamstead/contract/constants';
import { Link } from 'react-router';
import { useTranslation } from '../i18n';
import { buttonClass } from '../ui/Button';
import { usePageTitle } from '../ui/usePageTitle';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title', 'Page not found'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{t('notFound.heading', NOT_FOUND_PAGE.heading)}</h1>
      <p className="text-muted">{t('notFound.text', NOT_FOUND_PAGE.text)}</p>
      <Link to="/" className={buttonClass('primary', 'mt-2')}>
        {t('notFound.button', NOT_FOUND_PAGE.button)}
      </Link>
    </section>
  );
}
