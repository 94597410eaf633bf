import { invoiceDeliveryMailOutcome } from '../modules/invoice-deliveries/mail-outcome.js';
import type { MailOutcomeListener } from './outcomes.js';

/** Every log that follows the outcome of its mails; a new one adds its listener here (mail/outcomes.ts). */
export const MAIL_OUTCOME_LISTENERS: MailOutcomeListener[] = [invoiceDeliveryMailOutcome];
