import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';
import { notify } from '../../ui/toast';
import { useOptionalAuth, useOptionalLoginModal } from '../auth';
import { invalidateWishlists, useSavedIds, wishlistsApi } from './api';
import { wishlistError } from './errors';
import { rememberPendingSave } from './pendingSave';

// The picker (lists, create form) loads on the first click only: hearts stay light on every card.
const SaveDialog = lazy(() => import('./SaveDialog'));

interface SaveButtonProps {
  listingId: number;
  /** The listing's title, for the accessible name. */
  title: string;
  /** `overlay`: a round icon over a card photo; `labelled`: icon and text (listing page). */
  variant?: 'overlay' | 'labelled';
}

/**
 * The wishlist heart. Filled when the listing is in any of the user's wishlists; a click then takes
 * it out. Otherwise it opens the wishlist picker; anonymous visitors get the login modal and the
 * save completes after they sign in (SPEC §2).
 */
export function SaveButton({ listingId, title, variant = 'overlay' }: SaveButtonProps) {
  const { t } = useTranslation();
  const auth = useOptionalAuth();
  const loginModal = useOptionalLoginModal();
  const queryClient = useQueryClient();
  const user = auth?.user ?? null;
  const saved = useSavedIds();
  const isSaved = (saved.data?.get(listingId)?.length ?? 0) > 0;
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onClick() {
    if (!user) {
      if (auth?.status === 'loading') return;
      rememberPendingSave(listingId);
      loginModal?.open();
      return;
    }
    if (!isSaved) {
      setPicking(true);
      return;
    }
    setBusy(true);
    const [, error] = await wishlistsApi.unsaveEverywhere(listingId);
    await invalidateWishlists(queryClient);
    setBusy(false);
    if (error) notify.error(wishlistError(error, t));
    else notify.success(t('wishlists.heart.removed'));
  }

  const label = t(isSaved ? 'wishlists.heart.saved' : 'wishlists.heart.save', { title });
  const icon = (
    <Heart
      className={`size-5 ${isSaved ? 'fill-brand-500 text-brand-500' : variant === 'overlay' ? 'fill-ink/40 text-white drop-shadow' : ''}`}
      aria-hidden="true"
    />
  );
  return (
    <>
      {variant === 'overlay' ? (
        <button
          type="button"
          onClick={() => void onClick()}
          disabled={busy}
          aria-pressed={isSaved}
          aria-label={label}
          title={label}
          className="relative z-10 inline-flex size-9 items-center justify-center rounded-full transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-60"
        >
          {icon}
        </button>
      ) : (
        <button
          type="button"
          onClick={() => void onClick()}
          disabled={busy}
          aria-pressed={isSaved}
          aria-label={label}
          className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold underline-offset-2 hover:bg-canvas hover:underline disabled:opacity-60"
        >
          {icon}
          <span aria-hidden="true">{t(isSaved ? 'wishlists.heart.savedShort' : 'wishlists.heart.saveShort')}</span>
        </button>
      )}
      {picking && (
        <Suspense fallback={null}>
          <SaveDialog listingId={listingId} title={title} onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </>
  );
}
