/** Date and party changes of confirmed stays: the trip page's part. */
export { DateChangePanel } from './DateChangePanel';
