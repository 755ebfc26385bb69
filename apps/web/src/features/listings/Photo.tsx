import type { CardPhoto, Photo as PhotoData } from '@roamstead/contract';

/** A search card's photo or a listing page's: its size, alt text and variants (the last is the largest). */
type ShownPhoto = Pick<CardPhoto, 'alt' | 'width' | 'height' | 'variants'> & { url?: string };

interface PhotoProps {
  photo: ShownPhoto;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  className?: string;
  /** The page's largest image (its first card or photo): fetched at once and before other images; the others as they near the screen. */
  priority?: boolean;
}

/** A listing photo with its stored width and height (no layout shift) and every resized variant. */
export function Photo({ photo, sizes, className = '', priority = false }: PhotoProps) {
  return (
    <img
      src={photo.url ?? photo.variants.at(-1)?.url}
      srcSet={photo.variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`bg-canvas object-cover ${className}`}
    />
  );
}

export const coverOf = (photos: readonly PhotoData[]) => photos.find((p) => p.is_cover) ?? photos[0];
