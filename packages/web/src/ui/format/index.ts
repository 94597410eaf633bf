export { formatDateTime } from './date-time';
