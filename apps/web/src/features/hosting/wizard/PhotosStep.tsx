import type { Photo } from '@roamstead/contract';
import { HOSTING_LIMITS } from '@roamstead/contract/constants';
import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { errorText } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert';
import { notify } from '../../../ui/toast';
import { useListingMutations } from '../api';
import { StepFrame } from './StepFrame';
import type { StepProps } from './useStepSave';

interface Pending {
  key: string;
  name: string;
  progress: number;
  error?: string;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full border border-line bg-surface text-ink hover:bg-canvas disabled:opacity-40';

/** Upload (several at once, with progress), order, cover and delete. Photos are saved as they upload. */
export function PhotosStep({ listing, onDone, onBack }: StepProps) {
  const { t } = useTranslation();
  const m = useListingMutations(listing.id);
  const [pending, setPending] = useState<Pending[]>([]);
  const inputId = useId();
  const photos = listing.photos;
  const busy = m.reorder.isPending || m.cover.isPending || m.deletePhoto.isPending;

  const uploadAll = async (files: File[]) => {
    const queue = files.map((f, i) => ({ key: `${Date.now()}-${i}-${f.name}`, name: f.name, progress: 0 }));
    setPending((p) => [...p, ...queue]);
    const update = (key: string, change: Partial<Pending>) =>
      setPending((p) => p.map((x) => (x.key === key ? { ...x, ...change } : x)));
    // One at a time: the order of the files is the order of the photos.
    for (const [i, file] of files.entries()) {
      const { key } = queue[i] as Pending;
      try {
        await m.upload(file, (progress) => update(key, { progress }));
        setPending((p) => p.filter((x) => x.key !== key));
      } catch (err) {
        update(key, { error: errorText(err) });
      }
    }
  };

  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      notify.error(errorText(err));
    }
  };

  const move = (photo: Photo, by: number) => {
    const ids = photos.map((p) => p.id);
    const from = ids.indexOf(photo.id);
    const to = from + by;
    if (to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, photo.id);
    void act(() => m.reorder.mutateAsync(ids));
  };

  return (
    <StepFrame
      title={t('hostListings.photos.title')}
      description={t('hostListings.photos.description', {
        max: HOSTING_LIMITS.photosMax,
        mb: HOSTING_LIMITS.photoMaxBytes / 1024 / 1024,
      })}
      onSubmit={(e) => {
        e.preventDefault();
        onDone();
      }}
      onBack={onBack}
      busy={pending.some((p) => !p.error)}
    >
      <div>
        <label
          htmlFor={inputId}
          className="flex cursor-pointer flex-col items-center gap-2 rounded-card border-2 border-dashed border-line px-4 py-8 text-center hover:border-ink focus-within:border-brand-500"
        >
          <ImagePlus className="size-8 text-muted" aria-hidden="true" />
          <span className="font-semibold">{t('hostListings.photos.add')}</span>
          <span className="text-sm text-muted">{t('hostListings.photos.formats')}</span>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            multiple
            className="sr-only"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              if (files.length) void uploadAll(files);
            }}
          />
        </label>
      </div>

      {pending.length > 0 && (
        <ul className="space-y-2" aria-label={t('hostListings.photos.uploading')}>
          {pending.map((p) => (
            <li key={p.key} className="rounded-lg border border-line p-3 text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="truncate">{p.name}</span>
                {p.error && (
                  <button
                    type="button"
                    className="text-sm font-semibold underline"
                    onClick={() => setPending((all) => all.filter((x) => x.key !== p.key))}
                  >
                    {t('hostListings.photos.dismiss')}
                  </button>
                )}
              </div>
              {p.error ? (
                <Alert>{p.error}</Alert>
              ) : (
                <progress
                  className="mt-2 h-2 w-full accent-brand-500"
                  max={100}
                  value={Math.round(p.progress * 100)}
                  aria-label={t('hostListings.photos.progress', { name: p.name })}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      {photos.length === 0 && pending.length === 0 ? (
        <p className="text-sm text-muted">{t('hostListings.photos.empty')}</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('hostListings.photos.list')}>
          {photos.map((photo, i) => {
            const small = photo.variants[0] ?? photo;
            return (
              <li key={photo.id} className="overflow-hidden rounded-card border border-line bg-surface">
                <div className="relative aspect-[4/3] bg-canvas">
                  <img
                    src={small.url}
                    width={small.width}
                    height={small.height}
                    alt={photo.alt || t('hostListings.photos.alt', { n: i + 1 })}
                    className="size-full object-cover"
                    loading="lazy"
                  />
                  {photo.is_cover && (
                    <span className="absolute top-2 left-2 rounded-full bg-surface px-2 py-0.5 text-xs font-semibold">
                      {t('hostListings.photos.cover')}
                    </span>
                  )}
                </div>
                <div className="flex items-center justify-between gap-2 p-2">
                  <div className="flex gap-1">
                    <button
                      type="button"
                      className={iconButton}
                      disabled={busy || i === 0}
                      onClick={() => move(photo, -1)}
                      aria-label={t('hostListings.photos.earlier', { n: i + 1 })}
                    >
                      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      disabled={busy || i === photos.length - 1}
                      onClick={() => move(photo, 1)}
                      aria-label={t('hostListings.photos.later', { n: i + 1 })}
                    >
                      <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
                    </button>
                  </div>
                  <div className="flex gap-1">
                    <button
                      type="button"
                      className={iconButton}
                      disabled={busy || photo.is_cover}
                      aria-pressed={photo.is_cover}
                      onClick={() => void act(() => m.cover.mutateAsync(photo.id))}
                      aria-label={t('hostListings.photos.makeCover', { n: i + 1 })}
                    >
                      <Star className={`size-4 ${photo.is_cover ? 'fill-current' : ''}`} aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      disabled={busy}
                      onClick={() => void act(() => m.deletePhoto.mutateAsync(photo.id))}
                      aria-label={t('hostListings.photos.delete', { n: i + 1 })}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </StepFrame>
  );
}
