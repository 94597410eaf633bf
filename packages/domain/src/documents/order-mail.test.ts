import { describe, expect, it } from 'vitest';
import { canEmailOrder, orderMailProblems, ORDER_MAIL_MESSAGE_MAX } from './order-mail.js';

describe('e-mailing an order', () => {
  const valid = { recipient: 'kari@example.no', pdfType: 'orderConfirmation', message: null };

  it('needs a recipient that is an e-mail address, one of the four PDF types, and a message of at most 2000 characters', () => {
    expect(orderMailProblems(valid)).toEqual([]);
    expect(
      orderMailProblems({ recipient: '', pdfType: 'invoice', message: 'x'.repeat(ORDER_MAIL_MESSAGE_MAX + 1) }),
    ).toEqual([
      { attribute: 'recipient', type: 'blank' },
      { attribute: 'pdfType', type: 'inclusion' },
      { attribute: 'message', type: 'too_long', params: { count: ORDER_MAIL_MESSAGE_MAX } },
    ]);
    expect(orderMailProblems({ ...valid, recipient: 'kari@example' })).toEqual([
      { attribute: 'recipient', type: 'invalid' },
    ]);
  });

  it('any order but a cancelled one may be e-mailed (open, locked, invoiced)', () => {
    expect(canEmailOrder({ status: 'OPEN', invoiced: false })).toBe(true);
    expect(canEmailOrder({ status: 'LOCKED', invoiced: false })).toBe(true);
    expect(canEmailOrder({ status: 'LOCKED', invoiced: true })).toBe(true);
    expect(canEmailOrder({ status: 'CANCELLED', invoiced: false })).toBe(false);
  });
});
