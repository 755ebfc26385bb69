/** Limits of named wishlists and of the compare page. */
export const WISHLIST_LIMITS = {
  nameMax: 50,
  /** Wishlists one account may keep. */
  perUser: 50,
  /** Listings one wishlist may hold. */
  itemsPerList: 500,
  /** Listings shown side by side on /compare. */
  compareMax: 4,
} as const;

/** Server messages of the wishlist rules (the web client shows its translated equivalents). */
export const WISHLIST_MESSAGES = {
  nameRequired: 'Give your wishlist a name.',
  nameTooLong: `Wishlist names can be at most ${WISHLIST_LIMITS.nameMax} characters.`,
  nameTaken: 'You already have a wishlist with this name.',
  tooManyLists: `You can keep at most ${WISHLIST_LIMITS.perUser} wishlists. Delete one to create another.`,
  listFull: `A wishlist can hold at most ${WISHLIST_LIMITS.itemsPerList} listings.`,
  alreadySaved: 'This listing is already in this wishlist.',
  alreadyInTarget: 'This listing is already in the wishlist you chose.',
  sameWishlist: 'Choose a different wishlist to move this listing to.',
  listingUnavailable: 'This listing is not available.',
  wishlistNotFound: 'This wishlist was not found.',
  notSaved: 'This listing is not in this wishlist.',
  compareIds: `Choose between 1 and ${WISHLIST_LIMITS.compareMax} listings to compare.`,
} as const;
