import type { ArrivalGuide, BookingState } from '@roamstead/contract';
import { ARRIVAL_GUIDE_TEXTS } from '@roamstead/contract/constants';
import { CalendarClock, DoorOpen, KeyRound, Wifi } from 'lucide-react';
import { useState } from 'react';
import type { ApiError } from '../../api/errors';
import { useTranslation } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { Skeleton } from '../../ui/QueryState';
import { useLocale } from '../preferences';
import { useArrivalGuide } from './api';

/** Stays whose guest may have a guide: confirmed, or just ended. */
const GUIDED_STATES: readonly BookingState[] = ['accepted', 'completed'];

const languageName = (code: string, locale: string) => {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * The trip page's arrival guide: the host's check-in details once they are released, else when they
 * will be. The service worker keeps the last answer, so it opens offline too (ADR 0021).
 */
export function ArrivalGuidePanel({
  bookingId,
  state,
  isHome,
}: {
  bookingId: number;
  state: BookingState;
  isHome: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const lang = chosen ?? i18n.language;
  const enabled = isHome && GUIDED_STATES.includes(state);
  const query = useArrivalGuide(bookingId, lang, enabled);
  if (!enabled) return null;

  return (
    <section
      aria-labelledby="arrival-guide"
      className="rounded-card border border-line bg-surface p-5"
      data-testid="arrival-guide"
    >
      <h2 id="arrival-guide" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <DoorOpen className="size-5" aria-hidden="true" />
        {t('arrival.panel.title')}
      </h2>
      {query.isPending ? (
        <Skeleton rows={3} />
      ) : query.isError ? (
        <Refusal error={query.error as unknown as ApiError} onRetry={() => void query.refetch()} />
      ) : (
        <GuideBody guide={query.data} onLanguage={setChosen} />
      )}
    </section>
  );
}

function Refusal({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const releaseAt = error.details?.release_at?.[0];
  if (error.status === 403 && releaseAt) {
    return (
      <p className="flex items-start gap-2 text-sm" data-testid="arrival-opens">
        <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('arrival.panel.opensOn', { date: formatDateTime(releaseAt, locale) })}
      </p>
    );
  }
  if (error.status === 404) return <p className="text-sm text-muted">{t('arrival.panel.notWritten')}</p>;
  if (error.status === 403) return <p className="text-sm text-muted">{t('arrival.panel.closed')}</p>;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p>{t('arrival.panel.loadError')}</p>
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        {t('arrival.panel.retry')}
      </button>
    </div>
  );
}

function GuideBody({ guide, onLanguage }: { guide: ArrivalGuide; onLanguage: (lang: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const parts = ARRIVAL_GUIDE_TEXTS.filter((key) => guide.texts[key]);
  return (
    <div className="space-y-5 text-sm">
      {guide.languages.length > 1 && (
        <label className="flex flex-wrap items-center gap-2">
          <span className="text-muted">{t('arrival.panel.language')}</span>
          <select
            className="rounded-lg border border-line bg-surface px-2 py-1.5"
            value={guide.language}
            onChange={(e) => onLanguage(e.target.value)}
          >
            {guide.languages.map((code) => (
              <option key={code} value={code}>
                {languageName(code, locale)}
              </option>
            ))}
          </select>
        </label>
      )}
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg bg-canvas p-3">
          <dt className="flex items-center gap-2 text-muted">
            <KeyRound className="size-4" aria-hidden="true" />
            {t(`arrival.method.${guide.checkin_method}`)}
          </dt>
          <dd className="mt-1">
            {guide.door_code ? (
              <>
                <span className="sr-only">{t('arrival.panel.doorCode')}: </span>
                <span className="font-mono text-2xl font-bold tracking-widest" data-testid="door-code">
                  {guide.door_code}
                </span>
              </>
            ) : (
              <span className="font-medium">{t('arrival.panel.noCode')}</span>
            )}
            <span className="mt-1 block text-muted">
              {t('arrival.panel.times', { checkin: guide.check_in_time, checkout: guide.check_out_time })}
            </span>
          </dd>
        </div>
        {(guide.wifi_name || guide.wifi_password) && (
          <div className="rounded-lg bg-canvas p-3">
            <dt className="flex items-center gap-2 text-muted">
              <Wifi className="size-4" aria-hidden="true" />
              {t('arrival.panel.wifi')}
            </dt>
            <dd className="mt-1 space-y-0.5">
              {guide.wifi_name && (
                <p>
                  {t('arrival.panel.wifiName')}: <span className="font-medium">{guide.wifi_name}</span>
                </p>
              )}
              {guide.wifi_password && (
                <p>
                  {t('arrival.panel.wifiPassword')}:{' '}
                  <span className="font-mono font-medium">{guide.wifi_password}</span>
                </p>
              )}
            </dd>
          </div>
        )}
      </dl>
      {parts.map((key) => (
        <div key={key} lang={guide.language} dir="auto">
          <h3 className="font-semibold">{t(`arrival.text.${key}`)}</h3>
          <p className="mt-1 whitespace-pre-line">{guide.texts[key]}</p>
        </div>
      ))}
      <p className="text-xs text-muted">
        {t('arrival.panel.until', { date: formatDateTime(guide.closes_at, locale) })} {t('arrival.panel.offline')}
      </p>
    </div>
  );
}
