export { CompareBar } from './CompareBar';
export { CompareToggle } from './CompareToggle';
