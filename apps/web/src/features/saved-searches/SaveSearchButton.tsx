import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { useOptionalAuth, useOptionalLoginModal } from '../auth';

// The form loads on the first click only: the search page stays light.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog'));

/** Saves the search the address holds (place, dates, guests, filters); anonymous visitors sign in first. */
export function SaveSearchButton({ suggestedName, className }: { suggestedName: string; className: string }) {
  const { t } = useTranslation();
  const auth = useOptionalAuth();
  const loginModal = useOptionalLoginModal();
  const { search } = useLocation();
  const [open, setOpen] = useState(false);

  const onClick = () => {
    if (!auth?.user) {
      if (auth?.status !== 'loading') loginModal?.open();
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <button type="button" className={className} onClick={onClick} aria-haspopup="dialog">
        <BellPlus className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">{t('savedSearches.save')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog open={open} onOpenChange={setOpen} query={search} suggestedName={suggestedName} />
        </Suspense>
      )}
    </>
  );
}
