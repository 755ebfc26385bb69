import type { WishlistDetail, WishlistItem, WishlistSummary } from '@roamstead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Heart, ImageOff, Plus, Star } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ApiError } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Button, buttonClass } from '../../../ui/Button';
import { QueryState } from '../../../ui/QueryState';
import { notify } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useCurrency, useLocale } from '../../preferences';
import { invalidateWishlists, useWishlist, useWishlists, wishlistsApi } from '../api';
import { wishlistError } from '../errors';
import {
  CreateWishlistDialog,
  DeleteWishlistDialog,
  MoveItemDialog,
  RenameWishlistDialog,
} from '../manage/WishlistDialogs';

/** `/dashboard/guest/wishlist`: the user's named wishlists; `?list=<id>` opens one. */
export default function WishlistsPage() {
  const { t } = useTranslation();
  usePageTitle(t('wishlists.page.title'));
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('list'));
  const lists = useWishlists();
  const [creating, setCreating] = useState(false);
  const open = (id: number | null) => setParams(id ? { list: String(id) } : {});

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('wishlists.page.title')}</h1>
          <p className="mt-1 text-muted">{t('wishlists.page.description')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" />
          {t('wishlists.page.create')}
        </Button>
      </div>
      {Number.isInteger(openId) && openId > 0 ? (
        <WishlistView id={openId} lists={lists.data ?? []} onClose={() => open(null)} />
      ) : (
        <QueryState query={lists} skeleton={<CardSkeletons rows={3} />}>
          {(data) => (data.length === 0 ? <NoWishlists /> : <WishlistGrid lists={data} />)}
        </QueryState>
      )}
      <CreateWishlistDialog open={creating} onOpenChange={setCreating} onCreated={(list) => open(list.id)} />
    </section>
  );
}

/** Card-shaped placeholders while wishlists load. */
function CardSkeletons({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{t('wishlists.page.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex animate-pulse flex-col gap-2">
          <div className="aspect-[4/3] rounded-card bg-line/60" />
          <div className="h-4 w-2/3 rounded bg-line/60" />
        </div>
      ))}
    </div>
  );
}

function EmptyBox({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Heart className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted">{text}</p>
      {action}
    </div>
  );
}

function NoWishlists() {
  const { t } = useTranslation();
  return (
    <EmptyBox
      title={t('wishlists.page.emptyTitle')}
      text={t('wishlists.page.emptyText')}
      action={
        <Link to="/" className={buttonClass('primary')}>
          {t('wishlists.page.explore')}
        </Link>
      }
    />
  );
}

function Cover({ list, className }: { list: Pick<WishlistSummary, 'cover'>; className: string }) {
  const photo = list.cover;
  if (!photo) {
    return (
      <div className={`flex items-center justify-center bg-canvas text-muted ${className}`}>
        <Heart className="size-8" aria-hidden="true" />
      </div>
    );
  }
  const variant = photo.variants[0] ?? photo;
  return (
    <img
      src={variant.url}
      alt=""
      width={variant.width}
      height={variant.height}
      loading="lazy"
      className={`bg-canvas object-cover ${className}`}
    />
  );
}

function WishlistGrid({ lists }: { lists: WishlistSummary[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('wishlists.page.listsLabel')}>
      {lists.map((list) => (
        <li key={list.id}>
          <Link
            to={`?list=${list.id}`}
            className="group flex flex-col gap-2 rounded-card focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <div className="overflow-hidden rounded-card">
              <Cover
                list={list}
                className="aspect-[4/3] h-auto w-full transition-transform duration-300 group-hover:scale-105"
              />
            </div>
            <span className="font-semibold">{list.name}</span>
            <span className="-mt-2 text-sm text-muted">{t('wishlists.page.count', { count: list.item_count })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

type Dialog = { kind: 'rename' } | { kind: 'delete' } | { kind: 'move'; item: WishlistItem } | null;

function WishlistView({ id, lists, onClose }: { id: number; lists: WishlistSummary[]; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useWishlist(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const back = (
    <Link to="?" className="inline-flex items-center gap-1 text-sm font-semibold hover:underline">
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      {t('wishlists.page.back')}
    </Link>
  );

  if ((query.error as ApiError | null)?.status === 404) {
    return (
      <div className="space-y-4">
        {back}
        <EmptyBox title={t('wishlists.page.notFoundTitle')} text={t('wishlists.page.notFoundText')} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {back}
      <QueryState query={query} skeleton={<CardSkeletons rows={2} />}>
        {(list) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h2 className="text-xl font-bold">{list.name}</h2>
                <p className="text-sm text-muted">{t('wishlists.page.count', { count: list.item_count })}</p>
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => setDialog({ kind: 'rename' })}>
                  {t('wishlists.page.rename')}
                </Button>
                <Button variant="secondary" onClick={() => setDialog({ kind: 'delete' })}>
                  {t('wishlists.page.delete')}
                </Button>
              </div>
            </div>
            {list.items.length === 0 ? (
              <EmptyBox title={t('wishlists.page.listEmptyTitle')} text={t('wishlists.page.listEmptyText')} />
            ) : (
              <ul className="flex flex-col gap-3" aria-label={t('wishlists.page.itemsLabel', { name: list.name })}>
                {list.items.map((item) => (
                  <SavedListingRow
                    key={item.listing.id}
                    list={list}
                    item={item}
                    onMove={() => setDialog({ kind: 'move', item })}
                  />
                ))}
              </ul>
            )}
            <RenameWishlistDialog
              key={`rename-${dialog?.kind === 'rename'}`}
              open={dialog?.kind === 'rename'}
              onOpenChange={(o) => !o && setDialog(null)}
              list={list}
            />
            <DeleteWishlistDialog
              open={dialog?.kind === 'delete'}
              onOpenChange={(o) => !o && setDialog(null)}
              list={list}
              onDeleted={onClose}
            />
            {dialog?.kind === 'move' && (
              <MoveItemDialog
                open
                onOpenChange={(o) => !o && setDialog(null)}
                from={list}
                lists={lists}
                listing={dialog.item.listing}
              />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function SavedListingRow({ list, item, onMove }: { list: WishlistDetail; item: WishlistItem; onMove: () => void }) {
  const { t } = useTranslation();
  const { formatMoney } = useCurrency();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { listing } = item;
  const photo = listing.cover?.variants[0] ?? listing.cover;

  async function remove() {
    setBusy(true);
    const [, error] = await wishlistsApi.unsave(list.id, listing.id);
    await invalidateWishlists(queryClient);
    setBusy(false);
    if (error) notify.error(wishlistError(error, t));
    else notify.success(t('wishlists.page.removed', { name: list.name }));
  }

  const unit = t(listing.kind === 'experience' ? 'wishlists.page.perPerson' : 'wishlists.page.perNight');
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        {photo ? (
          <img
            src={photo.url}
            alt=""
            width={photo.width}
            height={photo.height}
            loading="lazy"
            className="aspect-[4/3] h-auto w-28 shrink-0 rounded-lg bg-canvas object-cover sm:w-36"
          />
        ) : (
          <div className="flex aspect-[4/3] w-28 shrink-0 items-center justify-center rounded-lg bg-canvas text-muted sm:w-36">
            <ImageOff className="size-5" aria-hidden="true" />
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-0.5">
          {listing.available ? (
            <Link to={`/listings/${listing.id}`} className="line-clamp-2 font-semibold hover:underline">
              {listing.title}
            </Link>
          ) : (
            <span className="line-clamp-2 font-semibold text-muted">{listing.title}</span>
          )}
          <span className="text-sm text-muted">
            {listing.place.name}, {listing.place.country}
          </span>
          <span className="text-sm">
            <span className="font-semibold">{formatMoney(listing.price.amount, listing.price.currency)}</span> / {unit}
          </span>
          <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
            {listing.rating_avg !== null && listing.review_count > 0 ? (
              <span className="inline-flex items-center gap-1">
                <Star className="size-3 fill-current" aria-hidden="true" />
                <span className="sr-only">{t('wishlists.page.rating', { rating: listing.rating_avg })}</span>
                <span aria-hidden="true">
                  {new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(listing.rating_avg)} (
                  {listing.review_count})
                </span>
              </span>
            ) : (
              <span>{t('wishlists.page.new')}</span>
            )}
            {!listing.available && (
              <span className="rounded-full bg-canvas px-2 py-0.5 font-medium text-danger">
                {t('wishlists.page.unavailable')}
              </span>
            )}
            <span>
              {t('wishlists.page.added', {
                date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(item.added_at)),
              })}
            </span>
          </span>
        </div>
      </div>
      <div className="flex shrink-0 gap-2 sm:flex-col">
        <Button
          variant="secondary"
          onClick={onMove}
          aria-label={t('wishlists.page.moveLabel', { title: listing.title })}
        >
          {t('wishlists.page.move')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => void remove()}
          disabled={busy}
          aria-label={t('wishlists.page.removeLabel', { title: listing.title, name: list.name })}
        >
          {t('wishlists.page.remove')}
        </Button>
      </div>
    </li>
  );
}
