/** Words of the account screens' server answers. */
export const ACCOUNT_MESSAGES = {
  profileSaved: 'Your profile has been saved.',
  pictureSaved: 'Your profile picture has been updated.',
  pictureInvalid: 'Please upload a JPEG, PNG, WebP or GIF image.',
  pictureTooLarge: 'The picture must be at most 10 MB.',
  passwordChanged: 'Your password has been changed. Other sessions were signed out.',
  currentPasswordWrong: 'Your current password is not correct.',
  sessionRevoked: 'The session has been signed out.',
  sessionsRevoked: 'All other sessions have been signed out.',
  codeSent: 'We sent a verification code.',
  phoneVerified: 'Your phone number has been verified.',
  workEmailVerified: 'Your work email has been verified.',
  codeWrong: 'That code is not correct. Please try again.',
  codeExpired: 'This code has expired or was already used. Please request a new one.',
  phoneTaken: 'This phone number belongs to another account.',
  emailTaken: 'This email belongs to another account.',
  emailUnchanged: 'This is already your email.',
  emailVerified: 'Your email has been changed and verified.',
  preferencesSaved: 'Your preferences have been saved.',
  notificationsSaved: 'Your notification settings have been saved.',
  taxesSaved: 'Your taxpayer details have been saved.',
  deleteConfirmation: 'DELETE',
  deleteConfirmationWrong: 'Type DELETE to confirm.',
  accountDeleted: 'Your account has been deleted.',
  deleteRefusedOpenBookings:
    'You have bookings that are requested or confirmed. Cancel them or wait until they are over before deleting your account.',
  timeZoneInvalid: 'Please choose a valid time zone.',
  languageInvalid: 'Please choose languages from the list.',
} as const;

/** Languages a host can say they speak on their profile. */
export const SPOKEN_LANGUAGES = [
  'Arabic',
  'Chinese',
  'Dutch',
  'English',
  'French',
  'German',
  'Hindi',
  'Italian',
  'Japanese',
  'Korean',
  'Portuguese',
  'Russian',
  'Shona',
  'Spanish',
  'Swahili',
  'Turkish',
  'Zulu',
] as const;

export const TAX_ID_TYPES = ['ssn', 'itin', 'ein', 'vat', 'tin'] as const;

/** A host's listing with what still keeps it from doing well (Today's listing health). */
export const LISTING_ISSUES = ['no_title', 'short_description', 'no_photos', 'no_price', 'not_published'] as const;
