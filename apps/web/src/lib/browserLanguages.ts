/** The browser's languages, most preferred first ('en-GB', 'en'). */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
