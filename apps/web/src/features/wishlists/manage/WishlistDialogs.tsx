import type { WishlistSummary } from '@roamstead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { SelectField } from '../../../ui/FormFields';
import { notify } from '../../../ui/toast';
import { invalidateWishlists, wishlistsApi } from '../api';
import { wishlistError } from '../errors';
import { NameForm } from '../NameForm';

interface DialogBase {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Creates an empty wishlist; `onCreated` gets the new one (e.g. to open it). */
export function CreateWishlistDialog({
  open,
  onOpenChange,
  onCreated,
}: DialogBase & { onCreated: (list: WishlistSummary) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('wishlists.page.createTitle')}>
      <NameForm
        autoFocus
        submitLabel={t('wishlists.form.save')}
        onCancel={() => onOpenChange(false)}
        onSubmit={async (name) => {
          const [data, error] = await wishlistsApi.create({ name });
          if (error) return error;
          await invalidateWishlists(queryClient);
          notify.success(t('wishlists.page.created'));
          onOpenChange(false);
          onCreated(data);
          return null;
        }}
      />
    </Dialog>
  );
}

export function RenameWishlistDialog({ open, onOpenChange, list }: DialogBase & { list: WishlistSummary }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('wishlists.page.renameTitle')}>
      <NameForm
        autoFocus
        defaultName={list.name}
        submitLabel={t('wishlists.form.save')}
        onCancel={() => onOpenChange(false)}
        onSubmit={async (name) => {
          const [, error] = await wishlistsApi.rename(list.id, name);
          if (error) return error;
          await invalidateWishlists(queryClient);
          notify.success(t('wishlists.page.renamed'));
          onOpenChange(false);
          return null;
        }}
      />
    </Dialog>
  );
}

export function DeleteWishlistDialog({
  open,
  onOpenChange,
  list,
  onDeleted,
}: DialogBase & { list: WishlistSummary; onDeleted: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    const [, failure] = await wishlistsApi.remove(list.id);
    setBusy(false);
    if (failure) return setError(wishlistError(failure, t));
    onOpenChange(false);
    onDeleted();
    await invalidateWishlists(queryClient);
    notify.success(t('wishlists.page.deleted'));
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('wishlists.page.deleteTitle')}
      description={t('wishlists.page.deleteText', { name: list.name, count: list.item_count })}
    >
      <div className="flex flex-col gap-3">
        {error && <Alert>{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('wishlists.form.cancel')}
          </Button>
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={busy}
            className="inline-flex items-center justify-center rounded-lg bg-danger px-4 py-2.5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60"
          >
            {busy ? t('wishlists.page.deleting') : t('wishlists.page.deleteConfirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** Moves one saved listing from `from` to another of the user's wishlists. */
export function MoveItemDialog({
  open,
  onOpenChange,
  from,
  lists,
  listing,
}: DialogBase & { from: WishlistSummary; lists: WishlistSummary[]; listing: { id: number; title: string } }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const targets = lists.filter((l) => l.id !== from.id);
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const targetId = Number(target);
    if (!targetId) return setError(t('wishlists.page.chooseTarget'));
    setBusy(true);
    setError(null);
    const [moved, failure] = await wishlistsApi.move(from.id, listing.id, targetId);
    setBusy(false);
    if (failure) return setError(wishlistError(failure, t));
    onOpenChange(false);
    await invalidateWishlists(queryClient);
    notify.success(t('wishlists.page.moved', { name: moved.name }));
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('wishlists.page.moveTitle')}
      description={t('wishlists.page.moveDescription', { title: listing.title })}
    >
      {targets.length === 0 ? (
        <p className="text-sm text-muted">{t('wishlists.page.noOtherLists')}</p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <SelectField
            label={t('wishlists.page.moveTo')}
            placeholder={t('wishlists.page.chooseTarget')}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            error={error ?? undefined}
            options={targets.map((l) => ({ value: String(l.id), label: l.name }))}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('wishlists.form.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('wishlists.page.moving') : t('wishlists.page.moveConfirm')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
