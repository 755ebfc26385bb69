import type { ListingKind } from '@roamstead/contract';
import { House, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { useCreateListing } from '../api';
import { StepFrame } from './StepFrame';

const KINDS = [
  ['home', House],
  ['experience', Sparkles],
] as const;

/** The first step: a home or an experience. Continuing creates the draft on the server. */
export function KindStep({ initial, onCreated }: { initial: ListingKind; onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ListingKind>(initial);
  const create = useCreateListing();
  return (
    <StepFrame
      title={t('hostListings.kind.title')}
      description={t('hostListings.kind.description')}
      busy={create.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(kind, { onSuccess: (listing) => onCreated(listing.id) });
      }}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t('hostListings.kind.title')}</legend>
        {KINDS.map(([value, Icon]) => (
          <label
            key={value}
            className="flex cursor-pointer gap-4 rounded-card border-2 border-line p-4 has-[:checked]:border-ink has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
          >
            <input
              type="radio"
              name="kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="sr-only"
            />
            <Icon className="size-8 shrink-0 text-brand-600" aria-hidden="true" />
            <span>
              <span className="block font-semibold">{t(`hostListings.kind.${value}`)}</span>
              <span className="block text-sm text-muted">{t(`hostListings.kind.${value}Text`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {create.isError && <Alert>{errorText(create.error)}</Alert>}
    </StepFrame>
  );
}
