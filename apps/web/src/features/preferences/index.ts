export { convert, formatMoney as formatMoneyWith, minorDigits } from '@roamstead/contract/constants';
export { PreferencesControls } from './PreferencesControls';
export { prefetchRates } from './prefetchRates';
export { displayCurrency } from './store';
export { useCurrency, useLocale, usePreferenceActions } from './usePreferences';
