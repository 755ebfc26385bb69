import type { Photo as PhotoData } from '@roamstead/contract';
import { LayoutGrid } from 'lucide-react';
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { whenIdle } from '../../../startup';
import { coverOf, Photo } from '../Photo';
import type { TourView } from './PhotoTour';

// The tour and its dialog code are fetched once the page is idle, not with the page's first screen.
const loadTour = () => import('./PhotoTour');
const PhotoTour = lazy(() => loadTour().then((module) => ({ default: module.PhotoTour })));

const photoClass = 'aspect-[4/3] h-auto w-full transition hover:brightness-90 md:aspect-auto md:h-full';

/** Photos shown beside the cover on wide screens; the tour shows them all. */
const SIDE_PHOTOS = 4;

/**
 * Grid cells on wide screens (4 columns × 2 rows): the cover takes the left half, or all of it
 * when alone; the others fill the right half without gaps, however many there are.
 */
function span(index: number, count: number) {
  if (index === 0) return count === 1 ? 'md:col-span-4 md:row-span-2' : 'md:col-span-2 md:row-span-2';
  if (index > SIDE_PHOTOS) return 'md:hidden';
  const others = Math.min(count - 1, SIDE_PHOTOS);
  if (others === 1) return 'md:col-span-2 md:row-span-2';
  if (others === 2 || (others === 3 && index === 1)) return 'md:col-span-2';
  return '';
}

/**
 * The cover large, the others beside it (or swiped through on a phone). Every photo opens the
 * full-screen tour on itself; "Show all photos" opens the tour's grid of every photo.
 */
export function Gallery({ title, photos }: { title: string; photos: readonly PhotoData[] }) {
  const { t } = useTranslation();
  const [view, setView] = useState<TourView | null>(null);
  const [tourOpened, setTourOpened] = useState(false);
  useEffect(() => whenIdle(() => void loadTour().catch(() => undefined)), []);
  const opener = useRef<HTMLElement | null>(null);
  const cover = coverOf(photos);
  if (!cover) return null;
  const ordered = [cover, ...photos.filter((p) => p.id !== cover.id)];
  const open = (next: TourView) => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setTourOpened(true);
    setView(next);
  };
  return (
    <section aria-label={t('listings.detail.gallery')} className="relative">
      <ul className="-mx-4 flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 sm:mx-0 sm:px-0 md:grid md:h-[26rem] md:grid-cols-4 md:grid-rows-2 md:overflow-hidden md:rounded-card">
        {ordered.map((photo, index) => (
          <li
            key={photo.id}
            className={`w-[85%] shrink-0 snap-center overflow-hidden rounded-card md:w-auto md:rounded-none ${span(
              index,
              ordered.length,
            )}`}
          >
            <button
              type="button"
              onClick={open({ index })}
              aria-label={t('listings.tour.open', { index: index + 1, count: ordered.length, alt: photo.alt })}
              className="block size-full focus-visible:outline-offset-[-4px]"
            >
              <Photo
                photo={photo}
                priority={index === 0}
                sizes={index === 0 ? '(min-width: 768px) 50vw, 85vw' : '(min-width: 768px) 25vw, 85vw'}
                className={photoClass}
              />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={open({ index: null })}
        className="absolute end-3 bottom-3 hidden items-center gap-2 rounded-lg border border-ink bg-surface px-3 py-1.5 text-sm font-semibold shadow-sm hover:bg-canvas md:inline-flex"
      >
        <LayoutGrid className="size-4" aria-hidden="true" />
        {t('listings.tour.showAll', { count: ordered.length })}
      </button>
      {tourOpened && (
        <Suspense fallback={null}>
          <PhotoTour
            title={title}
            photos={ordered}
            view={view}
            onViewChange={setView}
            returnFocus={() => opener.current}
          />
        </Suspense>
      )}
    </section>
  );
}
