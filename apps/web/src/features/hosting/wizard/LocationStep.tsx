import type { PlaceOption } from '@roamstead/contract';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { inputClass, TextField } from '../../../ui/TextField';
import { usePlaceOptions, useStorePlace } from '../api';
import type { LatLng } from './PinMap';
import { StepFrame } from './StepFrame';
import { type StepProps, useStepSave } from './useStepSave';

const PinMap = lazy(() => import('./PinMap'));

const WORLD: LatLng = { lat: 20, lng: 0 };
const round = (n: number) => Math.round(n * 1e6) / 1e6;
/** A point on the map as the API takes it: latitude within ±90, longitude wrapped into ±180. */
const normalise = (p: LatLng): LatLng => ({
  lat: round(Math.min(90, Math.max(-90, p.lat))),
  lng: round(((((p.lng + 180) % 360) + 360) % 360) - 180),
});
const placeLabel = (p: PlaceOption) =>
  [p.name, p.region === p.name ? null : p.region, p.country].filter(Boolean).join(', ');

const optionKey = (p: PlaceOption) => (p.id === null ? `world-${p.geoname_id}` : `${p.id}`);

/**
 * The place search: a combobox over our stored places (by city, region or country), then the
 * world's towns and cities (GeoNames), by any of their names in our languages.
 */
function PlaceSearch({
  place,
  onChoose,
  error,
  busy,
}: {
  place: PlaceOption | null;
  onChoose: (place: PlaceOption | null) => void;
  error?: string;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState(place ? placeLabel(place) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDeferredValue(query.trim());
  const places = usePlaceOptions(typed, i18n.language);
  // A chosen place of the world comes back stored, named as stored: the field shows that name.
  useEffect(() => {
    if (place) setQuery(placeLabel(place));
  }, [place]);
  const searching = open && typed.length > 0 && (!place || typed !== placeLabel(place));
  const options = searching ? (places.data ?? []) : [];
  const shown = options.length > 0;

  const choose = (option: PlaceOption) => {
    onChoose(option);
    setQuery(placeLabel(option));
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && shown) {
      // Enter picks the highlighted place, or the only one left; it never submits the step half-chosen.
      const chosen = options[active] ?? (options.length === 1 ? options[0] : undefined);
      event.preventDefault();
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative space-y-2">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium">
        {t('hostListings.location.city')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-options`}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : place ? `${id}-zone` : undefined}
        aria-busy={busy || undefined}
        autoComplete="off"
        className={inputClass}
        value={query}
        maxLength={100}
        placeholder={t('hostListings.location.cityPlaceholder')}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
          if (place && e.target.value !== placeLabel(place)) onChoose(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={`${id}-options`}
        role="listbox"
        aria-label={t('hostListings.location.matches')}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-[1100] mt-1 max-h-72 overflow-y-auto rounded-card border border-line bg-surface py-2 shadow-xl"
      >
        {options.map((option, i) => (
          <div
            key={optionKey(option)}
            id={`${id}-option-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={`cursor-pointer px-4 py-2 ${i === active ? 'bg-canvas' : 'hover:bg-canvas'}`}
            // Chosen before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(option);
            }}
          >
            <span className="block text-sm font-medium">{option.name}</span>
            <span className="block text-xs text-muted">
              {[option.region === option.name ? null : option.region, option.country].filter(Boolean).join(', ')}
            </span>
          </div>
        ))}
      </div>
      {searching && places.isFetched && !places.isPlaceholderData && options.length === 0 && (
        <p className="text-sm text-muted" role="status">
          {t('hostListings.location.noMatches', { text: typed })}
        </p>
      )}
      {place && !searching && (
        <p id={`${id}-zone`} className="text-sm text-muted">
          {t('hostListings.location.timeZone', { zone: place.time_zone })}
        </p>
      )}
      {error && (
        <p id={`${id}-message`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function LocationStep({ listing, onDone, onBack }: StepProps) {
  const { t, i18n } = useTranslation();
  const { submit, busy } = useStepSave(listing, onDone);
  const [place, setPlace] = useState<PlaceOption | null>(listing.place);
  const [placeError, setPlaceError] = useState<string>();
  const [pin, setPinState] = useState<LatLng | null>(
    listing.lat !== null && listing.lng !== null ? { lat: listing.lat, lng: listing.lng } : null,
  );
  // lat and lng are not inputs: the server's messages about them land here and show under the map.
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<{
    address: string;
    lat: string;
    lng: string;
  }>({
    defaultValues: { address: listing.address },
  });
  const setPin = useCallback(
    (p: LatLng) => {
      setPinState(normalise(p));
      clearErrors(['lat', 'lng']);
    },
    [clearErrors],
  );

  const storePlace = useStorePlace(i18n.language);
  const choose = async (option: PlaceOption | null) => {
    setPlace(option);
    if (!option) return;
    setPlaceError(undefined);
    let chosen = option;
    // A place of the world no listing uses yet is stored first: the listing points at its id.
    if (option.id === null && option.geoname_id !== null) {
      try {
        chosen = await storePlace.mutateAsync(option.geoname_id);
      } catch {
        setPlace(null);
        setPlaceError(t('hostListings.location.placeFailed'));
        return;
      }
      setPlace(chosen);
    }
    // A new city moves the pin to its centre; the host then drags it to the door.
    if (chosen.id !== place?.id || !pin) setPin(chosen);
  };

  const onSubmit = handleSubmit((v) => {
    if (!place || place.id === null) {
      setPlaceError(t('hostListings.location.placeRequired'));
      return;
    }
    return submit({ place_id: place.id, address: v.address, lat: pin?.lat ?? null, lng: pin?.lng ?? null }, setError);
  });
  const pinError = formState.errors.lat?.message ?? formState.errors.lng?.message;

  return (
    <StepFrame
      title={t('hostListings.location.title')}
      description={t('hostListings.location.description')}
      onSubmit={onSubmit}
      onBack={onBack}
      busy={busy}
    >
      <PlaceSearch place={place} onChoose={choose} error={placeError} busy={storePlace.isPending} />
      <TextField
        label={t('hostListings.location.address')}
        autoComplete="street-address"
        error={formState.errors.address?.message}
        {...register('address')}
      />
      <div className="space-y-3">
        <p className="text-sm text-muted" id="pin-help">
          {t('hostListings.location.pinHelp')}
        </p>
        <Suspense fallback={<div className="h-72 animate-pulse rounded-card bg-line/60 sm:h-96" />}>
          <PinMap
            centre={place ?? WORLD}
            pin={pin}
            onChange={setPin}
            label={t('hostListings.location.map')}
            pinLabel={t('hostListings.location.pin')}
          />
        </Suspense>
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p aria-live="polite">
            {pin
              ? t('hostListings.location.pinAt', { lat: pin.lat.toFixed(5), lng: pin.lng.toFixed(5) })
              : t('hostListings.location.noPin')}
          </p>
          {place && (
            <button type="button" className="font-semibold underline" onClick={() => setPin(place)}>
              {t('hostListings.location.recentre', { place: place.name })}
            </button>
          )}
        </div>
        {pinError && (
          <p role="alert" className="text-sm text-danger">
            {pinError}
          </p>
        )}
        <p className="text-xs text-muted">
          {t('hostListings.location.placesSource')}{' '}
          <a className="underline" href="https://www.geonames.org/" target="_blank" rel="noreferrer">
            GeoNames
          </a>{' '}
          (
          <a className="underline" href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noreferrer">
            CC BY 4.0
          </a>
          )
        </p>
      </div>
    </StepFrame>
  );
}
