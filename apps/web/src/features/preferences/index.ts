export { convert, formatMoney as formatMoneyWith, minorDigits } from '@roamstead/contract/constants';
export { currenciesQuery } from './api';
export { useDisplayNames } from './displayNames';
export { PreferencesControls } from './PreferencesControls';
export { displayCurrency, ServerCurrency } from './store';
export { useCurrency, useLocale, usePreferenceActions } from './usePreferences';
