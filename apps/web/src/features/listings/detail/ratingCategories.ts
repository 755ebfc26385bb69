/** The parts of a stay guests rate, in the order they are shown. */
export const RATING_CATEGORIES = ['cleanliness', 'accuracy', 'check_in', 'communication', 'location', 'value'] as const;
