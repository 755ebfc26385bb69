export { convert, formatMoney as formatMoneyWith, minorDigits } from './money';
export { PreferencesControls } from './PreferencesControls';
export { useCurrency, useLocale, usePreferenceActions } from './usePreferences';
