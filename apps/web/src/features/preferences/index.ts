export { convert, formatMoney as formatMoneyWith, minorDigits } from '@roamstead/contract/constants';
export { PreferencesControls } from './PreferencesControls';
export { useCurrency, useLocale, usePreferenceActions } from './usePreferences';
