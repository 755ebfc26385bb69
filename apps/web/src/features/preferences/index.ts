export { convert, formatMoney as formatMoneyWith, minorDigits } from '@roamstead/contract/constants';
export { PreferencesControls } from './PreferencesControls';
export { prepareMoney } from './prepareMoney';
export { displayCurrency } from './store';
export { useCurrency, useLocale, usePreferenceActions } from './usePreferences';
