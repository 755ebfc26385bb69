/** A date change request's life: waiting for the host, then answered, expired or withdrawn. */
export const DATE_CHANGE_STATES = ['pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type DateChangeState = (typeof DATE_CHANGE_STATES)[number];

/** Hours the host has to answer a date change request. */
export const DATE_CHANGE_TTL_HOURS = 24;

export const DATE_CHANGE_MESSAGES = {
  notChangeable: 'Only a confirmed home stay that has not started can be changed.',
  guestOnly: 'Only the guest can ask to change this stay.',
  hostOnly: 'Only the host can answer this request.',
  alreadyPending: 'A change request for this stay is already waiting for the host.',
  nothingChanged: 'Choose different dates or a different party.',
  priceChanged: 'The price of the change has changed. Please review it again.',
  cardNeeded: 'Enter a card for the extra amount.',
  notPending: 'This request was already answered.',
  nightsTaken: 'Those nights were booked meanwhile. Please choose other dates.',
} as const;
