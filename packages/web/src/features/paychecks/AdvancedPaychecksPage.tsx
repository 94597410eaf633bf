import { PaychecksList } from './PaychecksPage';

/** /advanced-paychecks: the advanced paychecks (free lines and typed tax) in the paycheck list. */
export default function AdvancedPaychecksPage() {
  return <PaychecksList advanced />;
}
