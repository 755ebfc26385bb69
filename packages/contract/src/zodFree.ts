// The part of the contract without zod: constants, messages, limits and small pure helpers.
// The web client imports values from here (`@roamstead/contract/constants`) so that its first
// bundle carries no schemas (zodFree.test.ts keeps it so); types come from the main entry.
export * from './accountConstants';
export * from './adminConstants';
export * from './adminContentConstants';
export * from './arrivalGuideConstants';
export * from './authConstants';
export * from './bookingConstants';
export * from './calendarSyncConstants';
export * from './cancellation';
export * from './clientRoutes';
export * from './cohostConstants';
export * from './constants';
export * from './conversationConstants';
export * from './countries';
export * from './dateChangeConstants';
export * from './days';
export * from './flexibleDatesConstants';
export * from './hostingConstants';
export * from './listingConstants';
export * from './messages';
export * from './moderationConstants';
export * from './money';
export * from './multiCalendarConstants';
export * from './notificationConstants';
export * from './pageRendering';
export * from './pricingRuleConstants';
export * from './quickReplyConstants';
export * from './savedSearchConstants';
export * from './session';
export * from './siteConstants';
export * from './wishlistConstants';
