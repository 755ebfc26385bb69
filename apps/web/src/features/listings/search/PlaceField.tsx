import type { PlaceSuggestion } from '@roamstead/contract';
import { SEARCH_LIMITS } from '@roamstead/contract/constants';
import { Globe, Landmark, MapPin } from 'lucide-react';
import { type KeyboardEvent, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { usePlaceSuggestions } from '../api';

const ICONS = { city: MapPin, region: Landmark, country: Globe } as const;

interface PlaceFieldProps {
  value: string;
  onChange: (value: string) => void;
  inputClass: string;
}

/**
 * "Where": a combobox that suggests our cities, regions and countries as the visitor types (typos
 * too), then the world's towns and cities by any of their names in our languages.
 */
export function PlaceField({ value, onChange, inputClass }: PlaceFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDeferredValue(value.trim());
  const { data, isFetched, isPlaceholderData } = usePlaceSuggestions(typed, i18n.language);
  const suggestions = open && typed.length >= 2 ? (data ?? []) : [];
  const shown = suggestions.length > 0;
  // Said, not left blank: nothing anywhere has that name.
  const nothing = open && typed.length >= 2 && isFetched && !isPlaceholderData && data?.length === 0;

  const choose = (s: PlaceSuggestion) => {
    onChange(s.name);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && shown && active >= 0) {
      const chosen = suggestions[active];
      if (chosen) {
        event.preventDefault();
        choose(chosen);
      }
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={`${id}-place`} className="block text-xs font-semibold">
        {t('listings.search.where')}
      </label>
      <input
        id={`${id}-place`}
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-suggestions`}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={nothing ? `${id}-nothing` : undefined}
        autoComplete="off"
        className={inputClass}
        value={value}
        maxLength={SEARCH_LIMITS.placeLength}
        placeholder={t('listings.search.wherePlaceholder')}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={`${id}-suggestions`}
        role="listbox"
        aria-label={t('listings.search.suggestions')}
        hidden={!shown}
        className="absolute start-0 top-full z-30 mt-3 w-72 max-w-[85vw] overflow-hidden rounded-card border border-line bg-surface py-2 shadow-xl"
      >
        {suggestions.map((s, i) => {
          const Icon = ICONS[s.kind];
          return (
            <div
              key={`${s.kind}-${s.name}-${s.context}`}
              id={`${id}-option-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={`flex cursor-pointer items-center gap-3 px-4 py-2 ${i === active ? 'bg-canvas' : 'hover:bg-canvas'}`}
              // Chosen before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
            >
              <span className="rounded-lg bg-canvas p-2">
                <Icon className="size-4 text-muted" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium">{s.name}</span>
                <span className="block truncate text-xs text-muted">
                  {s.context
                    ? `${t(`listings.search.placeKind.${s.kind}`)} · ${s.context}`
                    : t(`listings.search.placeKind.${s.kind}`)}
                </span>
              </span>
            </div>
          );
        })}
      </div>
      {nothing && (
        <p
          id={`${id}-nothing`}
          role="status"
          className="absolute start-0 top-full z-30 mt-3 w-72 max-w-[85vw] rounded-card border border-line bg-surface px-4 py-3 text-sm text-muted shadow-xl"
        >
          {t('listings.search.noPlaces', { text: typed })}
        </p>
      )}
    </div>
  );
}
