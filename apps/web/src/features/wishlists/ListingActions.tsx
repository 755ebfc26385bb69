import { CompareToggle } from '../compare';
import { SaveButton } from './SaveButton';

interface ListingActionsProps {
  listingId: number;
  title: string;
}

/** Over a card's photo (the photo box must be `relative`): compare and the wishlist heart. */
export function ListingCardActions({ listingId, title }: ListingActionsProps) {
  return (
    <div className="absolute end-2 top-2 z-10 flex items-center gap-1">
      <CompareToggle listingId={listingId} title={title} />
      <SaveButton listingId={listingId} title={title} />
    </div>
  );
}

/** Under the listing page's title: save to a wishlist and add to compare, with text labels. */
export function ListingPageActions({ listingId, title }: ListingActionsProps) {
  return (
    <div className="-ms-3 flex flex-wrap items-center gap-1">
      <SaveButton listingId={listingId} title={title} variant="labelled" />
      <CompareToggle listingId={listingId} title={title} variant="labelled" />
    </div>
  );
}
