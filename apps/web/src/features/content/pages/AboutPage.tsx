import { Globe2, HeartHandshake, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { buttonClass } from '../../../ui/Button';
import { Page } from '../Page';

const VALUES = [
  ['trust', ShieldCheck],
  ['local', HeartHandshake],
  ['open', Globe2],
] as const;

export default function AboutPage() {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const facts = [
    [40, 'countries'],
    [5, 'languages'],
    [12, 'currencies'],
    [24, 'support'],
  ] as const;
  return (
    <Page title={t('company.about.title')} lead={t('company.about.lead')}>
      <section className="max-w-3xl">
        <h2 className="text-2xl font-bold">{t('company.about.storyTitle')}</h2>
        <p className="mt-3 leading-relaxed text-muted">{t('company.about.story')}</p>
      </section>
      <section className="mt-12">
        <h2 className="text-2xl font-bold">{t('company.about.valuesTitle')}</h2>
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {VALUES.map(([key, Icon]) => (
            <li key={key} className="rounded-card border border-line p-5">
              <Icon className="size-7 text-brand-500" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{t(`company.about.values.${key}Title`)}</h3>
              <p className="mt-1 text-sm text-muted">{t(`company.about.values.${key}`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-12">
        <h2 className="text-2xl font-bold">{t('company.about.numbersTitle')}</h2>
        <dl className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-4">
          {facts.map(([value, key]) => (
            <div key={key} className="rounded-card bg-canvas p-5">
              <dt className="text-sm text-muted">{t(`company.about.${key}`)}</dt>
              <dd className="order-first text-3xl font-bold text-brand-600">{number.format(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Link to="/contact" className={buttonClass('primary', 'mt-12')}>
        {t('company.about.cta')}
      </Link>
    </Page>
  );
}
