import type { CardPhoto } from '@roamstead/contract';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Photo } from './Photo';

interface PhotoCarouselProps {
  /** Cover first, as a search answers them. */
  photos: readonly CardPhoto[];
  sizes: string;
  /** The cover is the page's largest image: fetched first. */
  priority?: boolean;
}

/**
 * A card's photos, cover first, one at a time with previous/next buttons. Only the shown photo is
 * in the page (the others load when reached); the 4:3 box keeps the layout still.
 */
export function PhotoCarousel({ photos, sizes, priority = false }: PhotoCarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = photos[index];
  if (!current) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center bg-canvas text-muted">
        <ImageOff className="size-6" aria-hidden="true" />
      </div>
    );
  }
  const go = (step: number) => setIndex((i) => (i + step + photos.length) % photos.length);
  const arrow =
    'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-surface/90 p-1.5 text-ink shadow opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100';
  return (
    <div className="relative">
      <Photo
        photo={current}
        priority={priority && index === 0}
        sizes={sizes}
        className="aspect-[4/3] h-auto w-full transition-transform duration-300 group-hover:scale-105"
      />
      {photos.length > 1 && (
        <>
          <button
            type="button"
            className={`${arrow} start-2`}
            aria-label={t('listings.card.previousPhoto')}
            onClick={() => go(-1)}
          >
            <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${arrow} end-2`}
            aria-label={t('listings.card.nextPhoto')}
            onClick={() => go(1)}
          >
            <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
          </button>
          <p className="sr-only" aria-live="polite">
            {t('listings.card.photoOf', { index: index + 1, count: photos.length })}
          </p>
          <div className="absolute inset-x-0 bottom-2 z-10 flex justify-center gap-1" aria-hidden="true">
            {photos.slice(0, 6).map((p, i) => (
              <span
                key={p.id}
                className={`size-1.5 rounded-full ${i === Math.min(index, 5) ? 'bg-white' : 'bg-white/60'}`}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
