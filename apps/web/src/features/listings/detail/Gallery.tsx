import type { Photo as PhotoData } from '@roamstead/contract';
import { useTranslation } from 'react-i18next';
import { coverOf, Photo } from '../Photo';

/** Photos shown beside the cover on wide screens; small screens swipe through all of them. */
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

/** The cover large, the others beside it (or swiped through on a phone). */
export function Gallery({ photos }: { photos: readonly PhotoData[] }) {
  const { t } = useTranslation();
  const cover = coverOf(photos);
  if (!cover) return null;
  const ordered = [cover, ...photos.filter((p) => p.id !== cover.id)];
  return (
    <section aria-label={t('listings.detail.gallery')}>
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the strip scrolls sideways, and a scrollable region needs keyboard access (WCAG 2.1.1)
        tabIndex={0}
        aria-label={t('listings.detail.gallery')}
        className="-mx-4 flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 sm:mx-0 sm:px-0 md:grid md:h-[26rem] md:grid-cols-4 md:grid-rows-2 md:overflow-hidden md:rounded-card"
      >
        {ordered.map((photo, index) => (
          <li
            key={photo.id}
            className={`w-[85%] shrink-0 snap-center overflow-hidden rounded-card md:w-auto md:rounded-none ${span(
              index,
              ordered.length,
            )}`}
          >
            <Photo
              photo={photo}
              priority={index === 0}
              sizes={index === 0 ? '(min-width: 768px) 50vw, 85vw' : '(min-width: 768px) 25vw, 85vw'}
              className="aspect-[4/3] h-auto w-full md:aspect-auto md:h-full"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
