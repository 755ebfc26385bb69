import type { WishlistSummary } from '@roamstead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { normaliseError } from '../../api/errors';
import { useTranslation } from '../../i18n';
import { Alert } from '../../ui/Alert';
import { Dialog } from '../../ui/Dialog';
import { notify } from '../../ui/toast';
import { invalidateWishlists, useWishlists, wishlistsApi } from './api';
import { wishlistError } from './errors';
import { NameForm } from './NameForm';

/** Picks the wishlist a listing goes into, or creates one (named "Favourites" unless the user says otherwise). */
export default function SaveDialog({
  listingId,
  title,
  onClose,
}: {
  listingId: number;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const lists = useWishlists();
  const [savingTo, setSavingTo] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const done = async (saved: WishlistSummary) => {
    await invalidateWishlists(queryClient);
    notify.success(t('wishlists.heart.savedTo', { name: saved.name }));
    onClose();
  };

  async function saveTo(list: WishlistSummary) {
    setSavingTo(list.id);
    setError(null);
    const [data, failure] = await wishlistsApi.save(list.id, listingId);
    setSavingTo(null);
    if (failure) return setError(wishlistError(failure, t));
    await done(data);
  }

  async function create(name: string) {
    const [data, failure] = await wishlistsApi.create({ name, listing_id: listingId });
    if (failure) return failure;
    await done(data);
    return null;
  }

  const hasLists = (lists.data?.length ?? 0) > 0;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('wishlists.picker.title')}
      description={t('wishlists.picker.description', { title })}
    >
      <div className="flex flex-col gap-5">
        {error && <Alert>{error}</Alert>}
        {lists.isPending && (
          <div role="status" aria-busy="true" className="space-y-2">
            <span className="sr-only">{t('wishlists.picker.loading')}</span>
            <div className="h-14 animate-pulse rounded-lg bg-line/60" />
            <div className="h-14 animate-pulse rounded-lg bg-line/60" />
          </div>
        )}
        {lists.isError && (
          <Alert title={t('wishlists.picker.loadError')}>
            <p>{normaliseError(lists.error).message}</p>
            <button type="button" className="mt-1 font-semibold underline" onClick={() => void lists.refetch()}>
              {t('wishlists.page.retry')}
            </button>
          </Alert>
        )}
        {hasLists && (
          <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto" aria-label={t('wishlists.page.listsLabel')}>
            {lists.data?.map((list) => (
              <li key={list.id}>
                <button
                  type="button"
                  onClick={() => void saveTo(list)}
                  disabled={savingTo !== null}
                  className="flex w-full items-center gap-3 rounded-lg border border-line p-2 text-start hover:bg-canvas disabled:opacity-60"
                >
                  {list.cover ? (
                    <img
                      src={list.cover.variants[0]?.url ?? list.cover.url}
                      alt=""
                      width={48}
                      height={48}
                      className="size-12 shrink-0 rounded-md object-cover"
                    />
                  ) : (
                    <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-canvas text-muted">
                      <Heart className="size-5" aria-hidden="true" />
                    </span>
                  )}
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-semibold">{list.name}</span>
                    <span className="text-xs text-muted">
                      {savingTo === list.id
                        ? t('wishlists.picker.creating')
                        : t('wishlists.picker.count', { count: list.item_count })}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {!lists.isPending && (
          <section className="flex flex-col gap-2" aria-labelledby="wishlist-new-heading">
            <h3 id="wishlist-new-heading" className="text-sm font-semibold">
              {t('wishlists.picker.newTitle')}
            </h3>
            <NameForm
              // A first wishlist gets a sensible name the user can keep or change.
              defaultName={hasLists ? '' : t('wishlists.defaultName')}
              submitLabel={t('wishlists.picker.create')}
              onSubmit={create}
              autoFocus={!hasLists}
            />
          </section>
        )}
      </div>
    </Dialog>
  );
}
