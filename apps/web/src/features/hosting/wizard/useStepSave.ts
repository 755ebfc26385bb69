import type { ListingDraftBody, OwnListing } from '@roamstead/contract';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { showSaveError } from '../../../api/formErrors';
import { useListingMutations } from '../api';

export interface StepProps {
  listing: OwnListing;
  /** Called after the step was saved: the wizard shows the next step. */
  onDone: () => void;
  onBack?: () => void;
}

/** Saves one step's fields; per-field failures land on the form, which keeps what was typed. */
export function useStepSave(listing: OwnListing, onDone: () => void) {
  const { save } = useListingMutations(listing.id);
  const submit = <T extends FieldValues>(body: ListingDraftBody, setError?: UseFormSetError<T>) =>
    new Promise<void>((resolve) =>
      save.mutate(body, {
        onSuccess: () => {
          onDone();
          resolve();
        },
        onError: (err) => {
          showSaveError(err, setError, Object.keys(body));
          resolve();
        },
      }),
    );
  return { submit, busy: save.isPending };
}
