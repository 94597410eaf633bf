import { invalid } from '../../../errors/app-error.js';
import type { ChannelSender } from '../send.js';

// Not built yet (issue #14, in progress): refused as invalid so nothing is recorded.
export const sendByEhf: ChannelSender = async () => {
  throw invalid('invoiceDelivery', 'channel', 'invalid');
};
