import { describe, expect, it } from 'vitest';
import { fileNameOf } from './order-pdf';

describe('fileNameOf: the download keeps the name the server gives', () => {
  it('prefers the UTF-8 name to the ASCII one', () => {
    expect(fileNameOf(`inline; filename="ordre-A.pdf"; filename*=UTF-8''ordre-%C3%86.pdf`, 'x.pdf')).toBe(
      'ordre-Æ.pdf',
    );
  });

  it('takes the plain name without a UTF-8 one, and the fallback without any', () => {
    expect(fileNameOf('attachment; filename="pakkseddel-10023.pdf"', 'x.pdf')).toBe('pakkseddel-10023.pdf');
    expect(fileNameOf(null, 'order.pdf')).toBe('order.pdf');
    expect(fileNameOf(`inline; filename="a.pdf"; filename*=UTF-8''%E0%A4%A.pdf`, 'x.pdf')).toBe('a.pdf');
  });
});
