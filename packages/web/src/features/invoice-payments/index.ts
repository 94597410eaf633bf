export { PaymentsSection } from './PaymentsSection';
export { ImportPaymentsButton } from './ImportPaymentsButton';
