import { PROPERTY_TYPES, type PropertyType, SEARCH_LIMITS } from '@roamstead/contract/constants';
import { Minus, Plus } from 'lucide-react';
import { Slider } from 'radix-ui';
import { useId, useState } from 'react';
import { useCatalogueNames, useTranslation } from '../../../i18n';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { minorDigits, useCurrency, useLocale } from '../../preferences';
import { useAmenities, useMatchCount, usePriceHistogram } from '../api';
import type { SearchState } from '../searchState';

type Filters = Pick<
  SearchState,
  'priceMin' | 'priceMax' | 'currency' | 'types' | 'bedrooms' | 'beds' | 'bathrooms' | 'amenities' | 'instant'
>;

const HOME_TYPES = PROPERTY_TYPES.filter((t) => t !== 'experience');

interface FiltersDialogProps {
  state: SearchState;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (filters: Filters) => void;
}

/** Price (with the histogram of the search's prices), property types, rooms, amenities and instant book. */
export default function FiltersDialog({ state, open, onOpenChange, onApply }: FiltersDialogProps) {
  const { t } = useTranslation();
  const { currency: visitorCurrency } = useCurrency();
  // Prices keep the currency they were set in; new ones are in the visitor's.
  const currency = state.currency ?? visitorCurrency;
  const [draft, setDraft] = useState<Filters>({
    priceMin: state.priceMin,
    priceMax: state.priceMax,
    types: state.types,
    bedrooms: state.bedrooms,
    beds: state.beds,
    bathrooms: state.bathrooms,
    amenities: state.amenities,
    instant: state.instant,
  });
  const set = (change: Partial<Filters>) => setDraft((d) => ({ ...d, ...change }));
  const toggle = <T extends string>(list: T[] | undefined, item: T) => {
    const next = list?.includes(item) ? list.filter((x) => x !== item) : [...(list ?? []), item];
    return next.length ? next : undefined;
  };
  const amenities = useAmenities(open);
  const names = useCatalogueNames();
  const withCurrency = (filters: Filters) => {
    const hasPrice = filters.priceMin !== undefined || filters.priceMax !== undefined;
    return { ...filters, currency: hasPrice ? currency : undefined };
  };
  const settled = useDebouncedValue(draft, 250);
  const matching = useMatchCount({ ...state, ...withCurrency(settled) }, currency, open);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('listings.filters.title')} width="max-w-2xl">
      <form
        className="flex flex-col gap-6"
        onSubmit={(e) => {
          e.preventDefault();
          onApply(withCurrency(draft));
        }}
      >
        <PriceFilter
          state={state}
          currency={currency}
          min={draft.priceMin}
          max={draft.priceMax}
          onChange={(priceMin, priceMax) => set({ priceMin, priceMax })}
          enabled={open}
        />

        <fieldset className="flex flex-col gap-3 border-t border-line pt-5">
          <legend className="mb-3 text-lg font-semibold">{t('listings.filters.propertyType')}</legend>
          <div className="flex flex-wrap gap-2">
            {HOME_TYPES.map((type) => (
              <label
                key={type}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm has-checked:border-ink has-checked:bg-canvas"
              >
                <input
                  type="checkbox"
                  className="accent-brand-600"
                  checked={draft.types?.includes(type) ?? false}
                  onChange={() => set({ types: toggle<PropertyType>(draft.types, type) })}
                />
                {t(`listings.propertyTypes.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-3 border-t border-line pt-5">
          <legend className="mb-3 text-lg font-semibold">{t('listings.filters.rooms')}</legend>
          {(['bedrooms', 'beds', 'bathrooms'] as const).map((key) => (
            <Stepper
              key={key}
              label={t(`listings.filters.${key}`)}
              value={draft[key]}
              onChange={(value) => set({ [key]: value })}
            />
          ))}
        </fieldset>

        <fieldset className="flex flex-col gap-3 border-t border-line pt-5">
          <legend className="mb-3 text-lg font-semibold">{t('listings.filters.amenities')}</legend>
          {amenities.isPending ? (
            <div className="h-24 animate-pulse rounded-lg bg-canvas" />
          ) : (
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {(amenities.data ?? []).map((a) => (
                <label key={a.slug} className="inline-flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={draft.amenities?.includes(a.slug) ?? false}
                    onChange={() => set({ amenities: toggle(draft.amenities, a.slug) })}
                  />
                  {names.amenity(a)}
                </label>
              ))}
            </div>
          )}
        </fieldset>

        <fieldset className="border-t border-line pt-5">
          <legend className="sr-only">{t('listings.filters.bookingOptions')}</legend>
          <label className="flex cursor-pointer items-center justify-between gap-4">
            <span>
              <span className="block font-semibold">{t('listings.filters.instantBook')}</span>
              <span className="block text-sm text-muted">{t('listings.filters.instantBookHint')}</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={draft.instant ?? false}
              className="size-5 accent-brand-600"
              checked={draft.instant ?? false}
              onChange={(e) => set({ instant: e.target.checked || undefined })}
            />
          </label>
        </fieldset>

        <div className="sticky -bottom-6 -mx-6 flex items-center justify-between gap-4 border-t border-line bg-surface px-6 py-4">
          <Button
            variant="ghost"
            onClick={() =>
              setDraft({
                priceMin: undefined,
                priceMax: undefined,
                types: undefined,
                bedrooms: undefined,
                beds: undefined,
                bathrooms: undefined,
                amenities: undefined,
                instant: undefined,
              })
            }
          >
            {t('listings.filters.clear')}
          </Button>
          <Button type="submit" aria-live="polite">
            {!matching.data
              ? t('listings.filters.apply')
              : matching.data.capped
                ? t('listings.filters.applyCapped', { count: matching.data.total })
                : t('listings.filters.applyCount', { count: matching.data.total })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Stepper({ label, value, onChange }: { label: string; value?: number; onChange: (v?: number) => void }) {
  const { t } = useTranslation();
  const current = value ?? 0;
  return (
    <div className="flex items-center justify-between gap-4">
      <span id={`stepper-${label}`}>{label}</span>
      <fieldset className="flex items-center gap-3" aria-labelledby={`stepper-${label}`}>
        <button
          type="button"
          className="rounded-full border border-line p-1.5 disabled:opacity-40"
          aria-label={t('listings.filters.fewer', { what: label })}
          disabled={current <= 0}
          onClick={() => onChange(current - 1 || undefined)}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <output className="w-12 text-center text-sm" aria-live="polite">
          {current === 0 ? t('listings.filters.any') : `${current}+`}
        </output>
        <button
          type="button"
          className="rounded-full border border-line p-1.5 disabled:opacity-40"
          aria-label={t('listings.filters.more', { what: label })}
          disabled={current >= SEARCH_LIMITS.rooms}
          onClick={() => onChange(current + 1)}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </fieldset>
    </div>
  );
}

interface PriceFilterProps {
  state: SearchState;
  currency: string;
  min?: number;
  max?: number;
  onChange: (min?: number, max?: number) => void;
  enabled: boolean;
}

/** Nightly price range in major units of `currency`, over a histogram of the search's prices. */
function PriceFilter({ state, currency, min, max, onChange, enabled }: PriceFilterProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const histogram = usePriceHistogram(state, currency, enabled);
  const unit = 10 ** minorDigits(currency);
  const buckets = histogram.data?.buckets ?? [];
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  const low = first ? Math.floor(first.from / unit) : 0;
  const high = last ? Math.ceil(last.to / unit) : 0;
  const tallest = Math.max(1, ...buckets.map((b) => b.count));
  const from = min ?? low;
  const to = max ?? high;
  const money = (major: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(major);
  const numberInput = (
    value: number | undefined,
    onValue: (v?: number) => void,
    label: string,
    placeholder: number,
  ) => (
    <label className="flex flex-1 flex-col rounded-lg border border-line px-3 py-2 text-xs text-muted">
      {label}
      <span className="flex items-center gap-1 text-sm text-ink">
        <span aria-hidden="true">{currency}</span>
        <input
          type="number"
          min={0}
          inputMode="numeric"
          className="w-full min-w-0 bg-transparent focus:outline-none"
          value={value ?? ''}
          placeholder={String(placeholder)}
          onChange={(e) => {
            const n = Number(e.target.value);
            onValue(e.target.value === '' || !Number.isFinite(n) || n < 0 ? undefined : Math.round(n));
          }}
        />
      </span>
    </label>
  );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-lg font-semibold">{t('listings.filters.price')}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('listings.filters.priceHint', { currency })}
      </p>
      {histogram.isPending ? (
        <div className="h-24 animate-pulse rounded-lg bg-canvas" />
      ) : buckets.length ? (
        <div className="px-2">
          <div
            className="flex h-24 items-end gap-px"
            role="img"
            aria-label={t('listings.filters.histogram', {
              count: histogram.data?.total ?? 0,
              min: money(low),
              max: money(high),
            })}
          >
            {buckets.map((b) => {
              const inside = b.to / unit > from && b.from / unit <= to;
              return (
                <div
                  key={b.from}
                  className={`flex-1 rounded-t-sm ${inside ? 'bg-ink/70' : 'bg-line'}`}
                  style={{ height: `${b.count ? Math.max(4, (b.count / tallest) * 100) : 0}%` }}
                />
              );
            })}
          </div>
          <Slider.Root
            className="relative flex h-6 touch-none items-center select-none"
            min={low}
            max={high}
            step={Math.max(1, Math.round((histogram.data?.step ?? unit) / unit / 10))}
            value={[Math.max(low, Math.min(from, high)), Math.min(high, Math.max(to, low))]}
            minStepsBetweenThumbs={1}
            onValueChange={([a, b]) => onChange(a === low ? undefined : a, b === high ? undefined : b)}
          >
            <Slider.Track className="relative h-0.5 grow bg-line">
              <Slider.Range className="absolute h-full bg-ink" />
            </Slider.Track>
            <Slider.Thumb
              aria-label={t('listings.filters.minimum')}
              className="block size-6 rounded-full border border-ink/40 bg-surface shadow-md focus-visible:outline-2"
            />
            <Slider.Thumb
              aria-label={t('listings.filters.maximum')}
              className="block size-6 rounded-full border border-ink/40 bg-surface shadow-md focus-visible:outline-2"
            />
          </Slider.Root>
        </div>
      ) : null}
      <div className="flex items-center gap-3">
        {numberInput(min, (v) => onChange(v, max), t('listings.filters.minimum'), low)}
        <span aria-hidden="true">–</span>
        {numberInput(max, (v) => onChange(min, v), t('listings.filters.maximum'), high)}
      </div>
    </fieldset>
  );
}
