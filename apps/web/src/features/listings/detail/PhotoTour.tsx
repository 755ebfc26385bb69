import type { Photo as PhotoData } from '@roamstead/contract';
import { ChevronLeft, ChevronRight, LayoutGrid, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { Photo } from '../Photo';

/** A horizontal finger movement at least this long (px) turns the page. */
const SWIPE_PX = 40;

export interface TourView {
  /** null: every photo in a grid; a number: that photo full-screen. */
  index: number | null;
}

interface PhotoTourProps {
  title: string;
  photos: readonly PhotoData[];
  view: TourView | null;
  onViewChange: (view: TourView | null) => void;
  /** Where focus goes back when the tour closes: the photo or button that opened it. */
  returnFocus: () => HTMLElement | null;
}

/**
 * The full-screen photo tour: a grid of every photo, and a viewer moved by buttons, arrow keys or
 * a swipe. A modal dialog (Radix): focus stays inside, Escape closes it, and focus goes back to
 * whatever opened it.
 */
export function PhotoTour({ title, photos, view, onViewChange, returnFocus }: PhotoTourProps) {
  const { t } = useTranslation();
  const index = view?.index ?? null;
  const count = photos.length;
  const swipeStart = useRef<number | null>(null);
  const gridButtons = useRef(new Map<number, HTMLButtonElement>());
  const lastViewed = useRef<number | null>(null);

  // Back from the viewer to the grid: focus (and so scroll to) the photo just looked at.
  const open = view !== null;
  useEffect(() => {
    if (open && index === null && lastViewed.current !== null) gridButtons.current.get(lastViewed.current)?.focus();
    lastViewed.current = index;
  }, [open, index]);

  const go = (step: number) => {
    if (index === null) return;
    onViewChange({ index: (index + step + count) % count });
  };
  const rtl = () => document.documentElement.dir === 'rtl';
  const onKeyDown = (event: KeyboardEvent) => {
    if (index === null) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go((event.key === 'ArrowRight') !== rtl() ? 1 : -1);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = event.clientX - start;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 !== rtl() ? 1 : -1);
  };

  const current = index === null ? null : photos[index];
  const iconButton =
    'inline-flex items-center gap-2 rounded-full p-2 text-ink hover:bg-canvas focus-visible:outline-2 disabled:opacity-40';
  return (
    <RadixDialog.Root open={view !== null} onOpenChange={(open) => !open && onViewChange(null)}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const target = returnFocus();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed inset-0 z-50 flex flex-col bg-surface focus:outline-none"
        >
          <header className="flex items-center justify-between gap-4 border-b border-line px-3 py-2 sm:px-6">
            <RadixDialog.Close className={iconButton} aria-label={t('listings.tour.close')}>
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
            <RadixDialog.Title className="min-w-0 truncate text-base font-semibold">
              {t('listings.tour.title', { title })}
            </RadixDialog.Title>
            {index === null ? (
              <span className="w-9" />
            ) : (
              <button type="button" className={iconButton} onClick={() => onViewChange({ index: null })}>
                <LayoutGrid className="size-5" aria-hidden="true" />
                <span className="hidden text-sm font-semibold sm:inline">{t('listings.tour.allPhotos')}</span>
                <span className="sr-only sm:hidden">{t('listings.tour.allPhotos')}</span>
              </button>
            )}
          </header>

          {current && index !== null ? (
            <section
              aria-roledescription={t('listings.tour.viewer')}
              aria-label={t('listings.tour.position', { index: index + 1, count })}
              className="flex min-h-0 flex-1 touch-pan-y flex-col bg-ink select-none"
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => {
                swipeStart.current = null;
              }}
              data-testid="tour-viewer"
            >
              <div className="relative flex min-h-0 flex-1 items-center justify-center">
                <Photo
                  key={current.id}
                  photo={current}
                  priority
                  sizes="100vw"
                  className="max-h-full max-w-full object-contain"
                />
                {count > 1 && (
                  <>
                    <button
                      type="button"
                      onClick={() => go(-1)}
                      aria-label={t('listings.tour.previous')}
                      className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full bg-surface/90 p-2 text-ink shadow hover:bg-surface sm:start-6 sm:p-3"
                    >
                      <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      onClick={() => go(1)}
                      aria-label={t('listings.tour.next')}
                      className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full bg-surface/90 p-2 text-ink shadow hover:bg-surface sm:end-6 sm:p-3"
                    >
                      <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
                    </button>
                  </>
                )}
              </div>
              {/* Below the photo, never over it. */}
              <div className="flex flex-col items-center gap-1 px-4 py-3 text-center text-sm text-white">
                <p aria-live="polite" className="font-semibold tabular-nums" data-testid="tour-position">
                  {t('listings.tour.position', { index: index + 1, count })}
                </p>
                {current.alt && <p className="text-white/80">{current.alt}</p>}
              </div>
            </section>
          ) : (
            <ul className="mx-auto grid w-full max-w-4xl flex-1 auto-rows-min grid-cols-1 gap-2 overflow-y-auto p-3 sm:grid-cols-2 sm:p-6">
              {photos.map((photo, i) => (
                <li key={photo.id} className={i % 3 === 0 ? 'sm:col-span-2' : ''}>
                  <button
                    type="button"
                    ref={(el) => {
                      if (el) gridButtons.current.set(i, el);
                      else gridButtons.current.delete(i);
                    }}
                    onClick={() => onViewChange({ index: i })}
                    aria-label={t('listings.tour.open', { index: i + 1, count, alt: photo.alt })}
                    className="block w-full overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2"
                  >
                    <Photo
                      photo={photo}
                      sizes={i % 3 === 0 ? '(min-width: 896px) 896px, 100vw' : '(min-width: 640px) 448px, 100vw'}
                      className="aspect-[3/2] h-auto w-full transition hover:brightness-90"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
