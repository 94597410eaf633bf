import type { MailMessage } from '../../mail/mailer.js';
import type { Services } from '../../services.js';

/** Mails go after the commit; a mail that fails must not turn a done change into an error. */
export async function sendAll(services: Services, messages: MailMessage[]): Promise<void> {
  for (const message of messages) {
    try {
      await services.mailer.send(message);
    } catch (error) {
      services.log.error({ err: error, to: message.to }, 'membership mail could not be sent');
    }
  }
}
