import { useQuery } from '@tanstack/react-query';
import { BadgeDollarSign, CalendarCheck, HeartHandshake, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/FormFields';
import { useAuth, useLoginModal } from '../../auth';
import { useCurrency } from '../../preferences';
import { contentQueries, ESTIMATE_NIGHTS } from '../api';
import { Page, QueryView } from '../Page';

const ADD_LISTING_PATH = '/dashboard/add-property';
const WHY = [
  ['free', BadgeDollarSign],
  ['paid', CalendarCheck],
  ['control', HeartHandshake],
  ['support', ShieldCheck],
] as const;
const NIGHT_CHOICES = [5, 10, 15, 20, 25, 30];

export default function BecomeHostPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const loginModal = useLoginModal();
  const navigate = useNavigate();
  // Anonymous visitors sign in first, then continue straight into listing creation.
  const start = () =>
    user ? navigate(ADD_LISTING_PATH) : loginModal.open({ onSuccess: () => navigate(ADD_LISTING_PATH) });
  return (
    <Page
      title={t('hosting.becomeHost.title')}
      lead={t('hosting.becomeHost.lead')}
      aside={
        <Button className="mt-6" onClick={start}>
          {t('hosting.becomeHost.start')}
        </Button>
      }
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <section>
          <h2 className="text-2xl font-bold">{t('hosting.becomeHost.whyTitle')}</h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {WHY.map(([key, Icon]) => (
              <li key={key} className="rounded-card border border-line p-5">
                <Icon className="size-6 text-brand-500" aria-hidden="true" />
                <h3 className="mt-2 font-semibold">{t(`hosting.becomeHost.why.${key}Title`)}</h3>
                <p className="mt-1 text-sm text-muted">{t(`hosting.becomeHost.why.${key}`)}</p>
              </li>
            ))}
          </ul>
          <h2 className="mt-10 text-2xl font-bold">{t('hosting.becomeHost.stepsTitle')}</h2>
          <ol className="mt-4 list-decimal space-y-2 ps-5">
            <li>{t('hosting.becomeHost.steps.one')}</li>
            <li>{t('hosting.becomeHost.steps.two')}</li>
            <li>{t('hosting.becomeHost.steps.three')}</li>
          </ol>
        </section>
        <EarningsEstimate onStart={start} />
      </div>
    </Page>
  );
}

function EarningsEstimate({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation();
  const { formatMoney } = useCurrency();
  const [city, setCity] = useState('');
  const [nights, setNights] = useState(ESTIMATE_NIGHTS);
  const query = useQuery(contentQueries.earnings(city, nights));
  return (
    <section className="h-fit rounded-card bg-canvas p-5 sm:p-6" aria-labelledby="estimate-title">
      <h2 id="estimate-title" className="text-2xl font-bold">
        {t('hosting.becomeHost.estimateTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('hosting.becomeHost.estimateLead')}</p>
      <QueryView query={query} skeleton={2}>
        {(estimate) =>
          estimate.city === null || estimate.nightly_minor === null || estimate.monthly_minor === null ? (
            <p className="mt-5 rounded-card border border-dashed border-line p-5 text-center text-muted">
              {t('hosting.becomeHost.noData')}
            </p>
          ) : (
            <>
              <div className="mt-5 grid gap-4 sm:grid-cols-2">
                <SelectField
                  label={t('hosting.becomeHost.city')}
                  placeholder={t('hosting.becomeHost.city')}
                  value={estimate.city}
                  onChange={(e) => setCity(e.target.value)}
                  options={estimate.cities.map((c) => ({ value: c, label: c }))}
                />
                <SelectField
                  label={t('hosting.becomeHost.nights')}
                  placeholder={t('hosting.becomeHost.nights')}
                  value={String(nights)}
                  onChange={(e) => setNights(Number(e.target.value) || 15)}
                  options={NIGHT_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
                />
              </div>
              <dl className="mt-6 space-y-4" aria-live="polite">
                <div>
                  <dt className="text-sm text-muted">{t('hosting.becomeHost.monthly')}</dt>
                  <dd className="text-4xl font-bold text-brand-600" data-testid="estimate-monthly">
                    {formatMoney(estimate.monthly_minor, estimate.currency)}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t('hosting.becomeHost.nightly')}</dt>
                  <dd className="text-lg font-semibold">{formatMoney(estimate.nightly_minor, estimate.currency)}</dd>
                </div>
              </dl>
              <p className="mt-4 text-xs text-muted">
                {t('hosting.becomeHost.basedOn', { count: estimate.sample_size, city: estimate.city })}
              </p>
            </>
          )
        }
      </QueryView>
      <Button className="mt-6 w-full" onClick={onStart}>
        {t('hosting.becomeHost.start')}
      </Button>
    </section>
  );
}
