import type { BulkNightAction, MultiCalendar } from '@roamstead/contract';
import { addDays } from '@roamstead/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarX2, ChevronLeft, ChevronRight, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatDay, isoDay } from '../../../lib/dates';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClass } from '../../../ui/Button';
import { DashboardPage } from '../../../ui/DashboardPage';
import { QueryState, Skeleton } from '../../../ui/QueryState';
import { notify } from '../../../ui/toast';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { minorDigits, useLocale } from '../../preferences';
import { invalidateCalendars, multiCalendarApi, useMultiCalendar } from '../api';
import { BulkBar } from '../components/BulkBar';
import { CalendarGrid } from '../components/CalendarGrid';
import { Legend } from '../components/Legend';
import { RulesDialog } from '../components/RulesDialog';
import { type GridPoint, selectedRanges } from '../grid';

const DAYS = 90;
/** How far Earlier and Later move the days shown. */
const STEP = 30;

/** `/dashboard/host/multi-calendar`: every home the host runs, 90 days at a time, with bulk edits. */
export default function MultiCalendarPage() {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => isoDay(new Date()));
  const grid = useMultiCalendar(from, DAYS);
  const [rulesOpen, setRulesOpen] = useState(false);

  return (
    <DashboardPage
      title={t('multiCalendar.title')}
      description={t('multiCalendar.description')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/host/calendar" className={buttonClass('secondary')}>
            {t('multiCalendar.oneListing')}
          </Link>
          <Button variant="secondary" onClick={() => setRulesOpen(true)} disabled={!grid.data?.listings.length}>
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {t('multiCalendar.rules.open')}
          </Button>
        </div>
      }
    >
      <nav aria-label={t('multiCalendar.daysNav')} className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setFrom(addDays(from, -STEP))}>
          <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('multiCalendar.earlier')}
        </Button>
        <Button variant="secondary" onClick={() => setFrom(isoDay(new Date()))}>
          {t('multiCalendar.today')}
        </Button>
        <Button variant="secondary" onClick={() => setFrom(addDays(from, STEP))}>
          {t('multiCalendar.later')}
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
        </Button>
      </nav>
      <QueryState query={grid} skeleton={<Skeleton rows={6} />}>
        {(data) =>
          data.listings.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line px-6 py-12 text-center">
              <CalendarX2 className="size-8 text-brand-600" aria-hidden="true" />
              <h2 className="text-lg font-semibold">{t('multiCalendar.noListings')}</h2>
              <Link to="/dashboard/add-property" className="font-semibold underline">
                {t('booking.calendar.addListing')}
              </Link>
            </div>
          ) : (
            <Board data={data} days={DAYS} />
          )
        }
      </QueryState>
      {grid.data && <RulesDialog open={rulesOpen} onOpenChange={setRulesOpen} listings={grid.data.listings} />}
    </DashboardPage>
  );
}

function Board({ data, days }: { data: MultiCalendar; days: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const compact = useMediaQuery('(max-width: 639px)');
  const [chosen, setChosen] = useState(data.listings[0]?.id ?? 0);
  // Small screens show one listing at a time.
  const rows = useMemo(
    () => (compact ? data.listings.filter((l) => l.id === chosen).slice(0, 1) : data.listings),
    [compact, chosen, data.listings],
  );
  const shown = rows.length ? rows : data.listings.slice(0, 1);
  const [focus, setFocus] = useState<GridPoint>({ row: 0, col: 0 });
  const [anchor, setAnchor] = useState<GridPoint | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState<Record<string, string[]>>({});
  const refused = useMemo(() => new Set(Object.keys(refusals)), [refusals]);

  const ranges = anchor ? selectedRanges(shown, data.from, anchor, focus) : [];
  const clear = () => setAnchor(null);

  const run = async (action: BulkNightAction, price?: number) => {
    if (!ranges.length) return;
    const currency = shown[0]?.currency ?? 'USD';
    setBusy(true);
    const [edit, err] = await multiCalendarApi.editNights({
      ranges,
      action,
      ...(price === undefined ? {} : { price: Math.round(price * 10 ** minorDigits(currency)) }),
    });
    setBusy(false);
    if (err) {
      if (err.status === 409 && err.details) setRefusals(err.details);
      else notify.error(err.message);
      return;
    }
    setRefusals({});
    setAnchor(null);
    void invalidateCalendars(queryClient);
    notify.undoable(t(`multiCalendar.done.${action}`), t('multiCalendar.undo'), async () => {
      const [, undoErr] = await multiCalendarApi.undo(edit.edit_id);
      if (undoErr) notify.error(undoErr.message);
      else notify.success(t('multiCalendar.undone'));
      void invalidateCalendars(queryClient);
    });
  };

  const titleOf = (id: number) => {
    const l = data.listings.find((x) => x.id === id);
    return l?.title || t('booking.calendar.untitled', { id });
  };

  return (
    <div className="space-y-4">
      {compact && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('multiCalendar.listing')}
          <select
            className="rounded-lg border border-line bg-surface px-3 py-2.5"
            value={shown[0]?.id}
            onChange={(e) => {
              setChosen(Number(e.target.value));
              setAnchor(null);
              setFocus({ row: 0, col: focus.col });
            }}
          >
            {data.listings.map((l) => (
              <option key={l.id} value={l.id}>
                {l.title || t('booking.calendar.untitled', { id: l.id })}
              </option>
            ))}
          </select>
        </label>
      )}
      <p id="grid-help" className="text-sm text-muted">
        {t('multiCalendar.keyboardHint')}
      </p>
      <CalendarGrid
        rows={shown}
        from={data.from}
        days={days}
        focus={focus}
        anchor={anchor}
        refused={refused}
        compact={compact}
        onFocus={(p, extend) => {
          setFocus(p);
          if (extend) setAnchor((a) => a ?? focus);
        }}
        onSelect={(p, extend) => {
          setFocus(p);
          setAnchor((a) => (extend && a ? a : p));
        }}
        onClear={clear}
      />
      {Object.keys(refusals).length > 0 && (
        <Alert title={t('multiCalendar.refusedTitle')}>
          <ul className="mt-1 list-disc space-y-0.5 ps-5">
            {Object.entries(refusals).map(([key, messages]) => {
              const [id, date] = key.split('/');
              return (
                <li key={key}>
                  {date
                    ? `${titleOf(Number(id))}, ${formatDay(date, locale)}: ${messages.join(' ')}`
                    : messages.join(' ')}
                </li>
              );
            })}
          </ul>
        </Alert>
      )}
      <Legend />
      {ranges.length > 0 && (
        <BulkBar
          ranges={ranges}
          currency={shown[0]?.currency ?? 'USD'}
          busy={busy}
          onAction={(action, price) => void run(action, price)}
          onClear={() => {
            clear();
            setRefusals({});
          }}
        />
      )}
    </div>
  );
}
