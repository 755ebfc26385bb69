import type { PlaceOption } from '@roamstead/contract';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inputClass, TextField } from '../../../ui/TextField';
import { usePlaceOptions } from '../api';
import type { LatLng } from './PinMap';
import { StepFrame } from './StepFrame';
import { type StepProps, useStepSave } from './useStepSave';

const PinMap = lazy(() => import('./PinMap'));

interface Values {
  address: string;
  lat: string;
  lng: string;
}

const WORLD: LatLng = { lat: 20, lng: 0 };
const round = (n: number) => String(Math.round(n * 1e6) / 1e6);
const parse = (text: string) => (text.trim() === '' ? null : Number(text));

export function LocationStep({ listing, onDone, onBack }: StepProps) {
  const { t } = useTranslation();
  const { submit, busy } = useStepSave(listing, onDone);
  const [place, setPlace] = useState<PlaceOption | null>(listing.place);
  const [query, setQuery] = useState(listing.place?.name ?? '');
  const [placeError, setPlaceError] = useState<string>();
  const places = usePlaceOptions(query.trim());
  const searchId = useId();
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<Values>({
    defaultValues: {
      address: listing.address,
      lat: listing.lat === null ? '' : String(listing.lat),
      lng: listing.lng === null ? '' : String(listing.lng),
    },
  });
  const lat = parse(watch('lat'));
  const lng = parse(watch('lng'));
  const pin = lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
  const setPin = useCallback(
    (p: LatLng) => {
      setValue('lat', round(p.lat), { shouldDirty: true });
      setValue('lng', round(p.lng), { shouldDirty: true });
    },
    [setValue],
  );

  const choose = (option: PlaceOption) => {
    setPlace(option);
    setQuery(option.name);
    setPlaceError(undefined);
    if (!pin) setPin(option);
  };

  const onSubmit = handleSubmit((v) => {
    if (!place) {
      setPlaceError(t('hostListings.location.placeRequired'));
      return;
    }
    const latitude = parse(v.lat);
    const longitude = parse(v.lng);
    if (latitude !== null && !Number.isFinite(latitude)) {
      setError('lat', { message: t('hostListings.location.numberRequired') });
      return;
    }
    if (longitude !== null && !Number.isFinite(longitude)) {
      setError('lng', { message: t('hostListings.location.numberRequired') });
      return;
    }
    return submit({ place_id: place.id, address: v.address, lat: latitude, lng: longitude }, setError);
  });

  return (
    <StepFrame
      title={t('hostListings.location.title')}
      description={t('hostListings.location.description')}
      onSubmit={onSubmit}
      onBack={onBack}
      busy={busy}
    >
      <div className="space-y-2">
        <label htmlFor={searchId} className="block text-sm font-medium">
          {t('hostListings.location.city')}
        </label>
        <input
          id={searchId}
          type="search"
          className={inputClass}
          value={query}
          autoComplete="off"
          aria-invalid={placeError ? true : undefined}
          aria-describedby={placeError ? `${searchId}-message` : undefined}
          placeholder={t('hostListings.location.cityPlaceholder')}
          onChange={(e) => {
            setQuery(e.target.value);
            if (place && e.target.value !== place.name) setPlace(null);
          }}
        />
        {placeError && (
          <p id={`${searchId}-message`} role="alert" className="text-sm text-danger">
            {placeError}
          </p>
        )}
        {!place && (
          <fieldset>
            <legend className="sr-only">{t('hostListings.location.matches')}</legend>
            {places.data && places.data.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {places.data.map((p) => (
                  <li key={p.id}>
                    <button
                      type="button"
                      className="rounded-full border border-line px-3 py-1.5 text-sm hover:border-ink"
                      onClick={() => choose(p)}
                    >
                      {p.name}, {p.country}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              places.isFetched && <p className="text-sm text-muted">{t('hostListings.location.noMatches')}</p>
            )}
          </fieldset>
        )}
        {place && (
          <p className="text-sm text-muted" role="status">
            {t('hostListings.location.chosen', {
              place: `${place.name}, ${place.region ? `${place.region}, ` : ''}${place.country}`,
            })}
          </p>
        )}
      </div>
      <TextField
        label={t('hostListings.location.address')}
        autoComplete="street-address"
        error={formState.errors.address?.message}
        {...register('address')}
      />
      <div className="space-y-3">
        <p className="text-sm text-muted">{t('hostListings.location.pinHelp')}</p>
        <Suspense fallback={<div className="h-72 animate-pulse rounded-card bg-line/60 sm:h-96" />}>
          <PinMap centre={place ?? WORLD} pin={pin} onChange={setPin} label={t('hostListings.location.map')} />
        </Suspense>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('hostListings.location.lat')}
            inputMode="decimal"
            error={formState.errors.lat?.message}
            {...register('lat')}
          />
          <TextField
            label={t('hostListings.location.lng')}
            inputMode="decimal"
            error={formState.errors.lng?.message}
            {...register('lng')}
          />
        </div>
      </div>
    </StepFrame>
  );
}
