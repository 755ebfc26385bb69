import { MapPin, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n';
import { DatesField, type StayDates } from './search/DatesField';
import { GuestsField } from './search/GuestsField';
import { PlaceField } from './search/PlaceField';
import { partyFields, partyOf, type SearchState } from './searchState';

interface SearchBarProps {
  state: SearchState;
  onSearch: (
    change: Pick<
      SearchState,
      | 'place'
      | 'guests'
      | 'children'
      | 'infants'
      | 'pets'
      | 'checkin'
      | 'checkout'
      | 'flex'
      | 'flexMonths'
      | 'flexNights'
      | 'bbox'
    >,
  ) => void;
  /** 'stacked' fields sit one under the other at every width (a sidebar); 'raised' floats on a banner. */
  variant?: 'bar' | 'raised' | 'stacked';
}

/** Where, when and how many: submitted into the URL. Remount it (key) when the URL changes from elsewhere. */
export function SearchBar({ state, onSearch, variant = 'bar' }: SearchBarProps) {
  const stacked = variant === 'stacked';
  const { t } = useTranslation();
  const [place, setPlace] = useState(state.place ?? '');
  const [dates, setDates] = useState<StayDates>({
    checkin: state.checkin,
    checkout: state.checkout,
    flex: state.flex,
    flexMonths: state.flexMonths,
    flexNights: state.flexNights,
  });
  const [party, setParty] = useState(() => partyOf(state));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextPlace = place.trim() || undefined;
    const flexible = !dates.checkin && dates.flex && dates.flexMonths?.length;
    onSearch({
      place: nextPlace,
      checkin: dates.checkin && dates.checkout ? dates.checkin : undefined,
      checkout: dates.checkin && dates.checkout ? dates.checkout : undefined,
      flex: flexible ? dates.flex : undefined,
      flexMonths: flexible ? dates.flexMonths : undefined,
      flexNights: flexible ? dates.flexNights : undefined,
      ...partyFields(party),
      // A new place is looked for everywhere, not inside the map's last bounds.
      bbox: nextPlace !== state.place ? undefined : state.bbox,
    });
  };

  const field = 'flex min-w-0 flex-1 items-center gap-2 px-4 py-2';
  const divider = `border-line ${stacked ? 'border-t' : 'sm:border-s'}`;
  const input = 'w-full min-w-0 bg-transparent text-sm text-ink placeholder:text-muted focus:outline-none';
  return (
    <search aria-label={t('listings.search.label')}>
      <form
        onSubmit={submit}
        className={`flex flex-col gap-1 rounded-card border border-line bg-surface p-2 text-start text-ink ${
          stacked ? '' : 'sm:flex-row sm:items-center sm:rounded-full'
        } ${variant === 'raised' ? 'shadow-xl' : 'shadow-sm'}`}
      >
        <div className={field}>
          <MapPin className="size-4 shrink-0 text-muted" aria-hidden="true" />
          <PlaceField value={place} onChange={setPlace} inputClass={input} />
        </div>
        <DatesField
          value={dates}
          onChange={setDates}
          className={`${field} ${divider} ${stacked ? '' : 'sm:max-w-56'}`}
        />
        <GuestsField
          value={party}
          onChange={setParty}
          className={`${field} ${divider} ${stacked ? '' : 'sm:max-w-48'}`}
        />
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-500 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-600"
        >
          <Search className="size-4" aria-hidden="true" />
          {t('listings.search.submit')}
        </button>
      </form>
    </search>
  );
}
