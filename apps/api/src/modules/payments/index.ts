/** How money moves: the provider interface and the built-in test mode. */
export type { PaymentProvider } from './provider';
export { testModeProvider } from './test-mode';
