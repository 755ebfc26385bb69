import { PRODUCT_NAME } from './constants';

/** SPEC §5 validation messages, word for word. */
export const VALIDATION = {
  phoneRequired: 'Please enter your phone number.',
  phoneLength:
    "That phone number is either too short or too long. Make sure you've entered the right number and try again.",
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email address.',
  otpIncomplete: 'Please enter the complete OTP code.',
  firstNameMin: 'First name must be at least 3 characters.',
  lastNameMin: 'Last name must be at least 3 characters.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  zipRequired: 'ZIP Code is required.',
  countryRequired: 'Country is required.',
  password:
    'Password does not meet requirements. Please ensure it has at least 8 characters, one uppercase, one lowercase, one number, and one special character.',
  noRefreshToken: 'No refresh token available',
} as const;

/** SPEC §8 error catalogue. */
export const ERRORS = {
  default: 'An unexpected error occurred',
  network: 'Network error. Please check your connection.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'The requested resource was not found.',
  internal: 'An internal server error occurred. Please try again later.',
  other: 'An error occurred',
  validation: 'Some fields are not valid.',
  unauthorized: 'Please sign in to continue.',
  rateLimited: 'Too many requests. Please wait and try again.',
  busy: 'The service is busy. Please try again in a moment.',
} as const;

/**
 * SPEC §8: what an auth action's 'Error' toast says when the server gave no message of its own,
 * and the registration flow's 'OTP verification failed'.
 */
export const AUTH_FALLBACKS = {
  login: 'Failed to login',
  register: 'Failed to register',
  logout: 'Failed to logout',
  verifyOtp: 'Failed to verify OTP',
  loginWithOtp: 'Failed to login with OTP',
  registerUserDetails: 'Failed to register user details',
  signupWithOtp: 'Failed to signup with OTP',
  otpVerification: 'OTP verification failed',
} as const;
export type AuthAction = Exclude<keyof typeof AUTH_FALLBACKS, 'otpVerification'>;

/** SPEC §8 success messages. */
export const SUCCESS = {
  welcomeTitle: `Welcome to ${PRODUCT_NAME}!`,
  signedIn: 'You have successfully signed in.',
  accountCreated: 'Your account has been created successfully.',
  otpVerifiedTitle: 'OTP Verified',
  otpVerified: 'Your OTP has been verified successfully.',
  loggedOutTitle: 'Logged out',
  loggedOut: 'You have been successfully logged out.',
  registered: 'Registration successful!',
  currencyUpdated: 'Currency updated successfully',
  languageUpdated: 'Language updated successfully',
  roleChanged: (role: string) => `You are now a ${role}`,
} as const;

export const NOT_FOUND_PAGE = {
  heading: "Oops! It looks like you're lost.",
  text: "The page you're looking for isn't available. Try to search again or use the go to.",
  button: 'Go Back To Homepage',
} as const;

/** Answers to requests the server cannot read at all (body, address, text, files). */
export const INPUT_MESSAGES = {
  json: 'The request body is not valid JSON.',
  form: 'The form data could not be read.',
  mediaType: 'This kind of request body is not accepted.',
  tooLarge: 'The request is too large.',
  badUrl: 'This address is not valid.',
  paramTooLong: 'A part of this address is too long.',
  text: 'Text contains characters that are not allowed.',
  oneLine: 'Write this on one line, without line breaks or tabs.',
  imageUnreadable: 'This file is not an image we can read.',
} as const;
