/** Contact details and links shown in the public footer and on the company pages. */
export const SITE_CONTACT = {
  supportPhone: '+1 888 555 0142',
  supportEmail: 'support@roamstead.com',
  pressEmail: 'press@roamstead.com',
  pressPhone: '+1 888 555 0177',
  careersEmail: 'careers@roamstead.com',
  address: '500 Market Street, San Francisco, CA 94105, USA',
} as const;

export const SOCIAL_LINKS = [
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/roamstead' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/roamstead' },
  { id: 'x', label: 'X', href: 'https://x.com/roamstead' },
  { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/roamstead' },
] as const;

export const APP_STORE_LINKS = {
  apple: 'https://apps.apple.com/app/roamstead',
  google: 'https://play.google.com/store/apps/details?id=com.roamstead',
} as const;

/** Public forms that send e-mail (newsletter, contact, applications, reports): per IP and form, per hour. */
export const SITE_FORM_LIMIT = { maxPerIpPerHour: 10, windowSeconds: 3600 } as const;

/** SPEC §8 texts of the 'Language and Region' / 'Currency' dialog. */
export const PREFERENCES_MESSAGES = {
  languagesError: 'Error fetching languages. Please try again later.',
  currenciesError: 'Error fetching currencies. Please try again later.',
  languagesToast: 'Failed to fetch languages',
  currenciesToast: 'Failed to fetch currencies',
  currencyUpdateFailed: 'Failed to update currency',
  languageUpdateFailed: 'Failed to update language',
  unknownCurrency: 'This currency is not supported.',
  unknownLanguage: 'This language is not supported.',
  otherUser: 'You can only change your own preferences.',
} as const;

export const SITE_MESSAGES = {
  subscribed: 'Thanks for subscribing! We sent a confirmation to your inbox.',
  unsubscribed: 'You have been unsubscribed. We will not send you the newsletter any more.',
  unsubscribeInvalid: 'This unsubscribe link is not valid or was already used.',
  alreadySubscribed: 'This email address is already subscribed.',
  contactReceived: 'Thanks for your message. We will reply within one business day.',
  applicationReceived: 'Thanks for applying! Our recruiting team will be in touch.',
  alreadyApplied: 'You have already applied for this position with this email address.',
  reportReceived: 'Thanks for your report. Our neighbourhood support team will follow up.',
  nameRequired: 'Please enter your name.',
  messageMin: 'Please write at least 20 characters.',
  subjectRequired: 'Please choose a topic.',
  addressRequired: 'Please enter the address of the home.',
  linkInvalid: 'Please enter a valid link starting with https://.',
} as const;

export const NEWSLETTER_PATH = '/newsletter';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** Topics of the contact form. */
export const CONTACT_TOPICS = ['booking', 'hosting', 'payments', 'account', 'other'] as const;
/** Issues of the neighbourhood concern form. */
export const NEIGHBORHOOD_ISSUES = ['noise', 'parties', 'parking', 'garbage', 'safety', 'other'] as const;

/** Languages the published content (blog, press, careers, help, FAQs) is written in; English is the original. */
export const CONTENT_LANGUAGES = ['en', 'es', 'fr', 'de', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
