export { ReportButton } from './ReportButton';
