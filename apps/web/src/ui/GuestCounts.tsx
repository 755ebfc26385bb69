import { COMPANION_LIMITS } from '@roamstead/contract/constants';
import type { TFunction } from 'i18next';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../i18n';

/** Who is coming: adults and children count towards a listing's guest limit, infants and pets do not. */
export interface Party {
  adults: number;
  children: number;
  infants: number;
  pets: number;
}

export const EMPTY_PARTY: Party = { adults: 0, children: 0, infants: 0, pets: 0 };

/** Guests as the API counts them (adults and children). */
export const guestsOf = (party: Party) => party.adults + party.children;

/** "3 guests, 1 infant, 1 pet"; empty when nobody is chosen. */
export function partySummary(t: TFunction, party: Party) {
  const parts = [];
  if (guestsOf(party) > 0) parts.push(t('ui.guests.guestCount', { count: guestsOf(party) }));
  if (party.infants > 0) parts.push(t('ui.guests.infantCount', { count: party.infants }));
  if (party.pets > 0) parts.push(t('ui.guests.petCount', { count: party.pets }));
  return parts.join(', ');
}

type Category = keyof Party;
const CATEGORIES: readonly Category[] = ['adults', 'children', 'infants', 'pets'];

interface GuestCountsProps {
  value: Party;
  onChange: (party: Party) => void;
  /** Adults plus children at most (the listing's max guests, or the search's limit). */
  maxGuests: number;
  /** Without it the pets row is left out. */
  petsAllowed: boolean;
  /**
   * 'listing': a booking needs an adult, and a note gives the listing's limits. 'search': everybody
   * may be left out.
   */
  mode: 'listing' | 'search';
}

/**
 * Steppers for adults, children, infants and pets within the limits. Children, infants and pets
 * bring an adult along: the first of them sets adults to 1, and adults cannot drop below 1 while
 * anyone else comes.
 */
export function GuestCounts({ value, onChange, maxGuests, petsAllowed, mode }: GuestCountsProps) {
  const { t } = useTranslation();
  const id = useId();
  const others = value.children + value.infants + value.pets;
  const full = guestsOf(value) >= maxGuests;
  const limits: Record<Category, { min: number; max: boolean }> = {
    adults: { min: mode === 'listing' || others > 0 ? 1 : 0, max: full },
    children: { min: 0, max: full },
    infants: { min: 0, max: value.infants >= COMPANION_LIMITS.maxInfants },
    pets: { min: 0, max: value.pets >= COMPANION_LIMITS.maxPets },
  };
  const change = (category: Category, step: number) => {
    const next = { ...value, [category]: value[category] + step };
    if (category !== 'adults' && step > 0 && next.adults === 0) next.adults = 1;
    onChange(next);
  };
  const stepper = 'rounded-full border border-line p-1.5 text-ink hover:border-ink disabled:opacity-30';
  return (
    <div className="flex flex-col">
      <ul className="flex flex-col divide-y divide-line">
        {CATEGORIES.filter((c) => c !== 'pets' || petsAllowed).map((category) => {
          const label = t(`ui.guests.${category}`);
          return (
            <li key={category} className="flex items-center justify-between gap-4 py-3">
              <div id={`${id}-${category}`}>
                <p className="text-sm font-semibold">{label}</p>
                <p className="text-xs text-muted">{t(`ui.guests.${category}Hint`)}</p>
              </div>
              <fieldset aria-labelledby={`${id}-${category}`} className="flex items-center gap-3">
                <button
                  type="button"
                  className={stepper}
                  aria-label={t('ui.guests.fewer', { category: label })}
                  disabled={value[category] <= limits[category].min}
                  onClick={() => change(category, -1)}
                >
                  <Minus className="size-4" aria-hidden="true" />
                </button>
                <output aria-live="polite" className="w-6 text-center font-semibold" data-testid={`${category}-count`}>
                  {value[category]}
                </output>
                <button
                  type="button"
                  className={stepper}
                  aria-label={t('ui.guests.more', { category: label })}
                  disabled={limits[category].max}
                  onClick={() => change(category, 1)}
                >
                  <Plus className="size-4" aria-hidden="true" />
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {mode === 'listing' && (
        <p className="pt-2 text-xs text-muted">
          {t('ui.guests.limit', { count: maxGuests })}
          {!petsAllowed && ` ${t('ui.guests.noPets')}`}
        </p>
      )}
    </div>
  );
}
