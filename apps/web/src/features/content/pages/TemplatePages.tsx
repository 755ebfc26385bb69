import { BECOME_A_HOST_PATH } from '@roamstead/contract/constants';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { buttonClass } from '../../../ui/Button';
import { Page } from '../Page';

/** /pricing: what guests and hosts pay. */
export function PricingPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('site.template.pricingTitle')} lead={t('site.template.pricingLead')}>
      <ul className="grid gap-5 md:grid-cols-2">
        {(['guests', 'hosts'] as const).map((who) => (
          <li key={who} className="rounded-card border border-line p-6">
            <h2 className="text-xl font-semibold">{t(`site.template.${who}Title`)}</h2>
            <p className="mt-2 text-2xl font-bold text-brand-600">{t(`site.template.${who}Fee`)}</p>
            <p className="mt-3 text-sm text-muted">{t(`site.template.${who}Points`)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={BECOME_A_HOST_PATH} className={buttonClass('primary')}>
          {t('site.template.start')}
        </Link>
        <Link to="/help/cancellation" className={buttonClass('secondary')}>
          {t('help.cancellation.title')}
        </Link>
      </div>
    </Page>
  );
}
