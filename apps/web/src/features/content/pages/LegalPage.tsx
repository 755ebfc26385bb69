import { useTranslation } from '../../../i18n';
import { Page, useDateFormat } from '../Page';

/** When the legal texts last changed. */
const UPDATED = '2026-10-01';

/** Terms or privacy: every `<key>Title` / `<key>` pair of the document's sections, in order. */
function LegalDocument({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const sections = t(`legal.${doc}.sections`, { returnObjects: true }) as Record<string, string>;
  const keys = Object.keys(sections).filter((k) => !k.endsWith('Title'));
  return (
    <Page title={t(`legal.${doc}.title`)} lead={t(`legal.${doc}.lead`)}>
      <p className="text-sm text-muted">{t('legal.updated', { date: formatDate(UPDATED) })}</p>
      <div className="mt-6 max-w-3xl space-y-8">
        {keys.map((key) => (
          <section key={key}>
            <h2 className="text-xl font-semibold">{sections[`${key}Title`]}</h2>
            <p className="mt-2 leading-relaxed text-muted">{sections[key]}</p>
          </section>
        ))}
      </div>
    </Page>
  );
}

export const TermsPage = () => <LegalDocument doc="terms" />;
export const PrivacyPage = () => <LegalDocument doc="privacy" />;
