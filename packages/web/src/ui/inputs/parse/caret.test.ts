import { describe, expect, it } from 'vitest';
import { caretAfterRewrite } from './caret';

describe('caretAfterRewrite', () => {
  it('keeps the caret after a character that was stripped before it', () => {
    // "12|34", "x" typed: "12x|34" shown as "12|34".
    expect(caretAfterRewrite({ text: '12x34', caret: 3 }, '1234')).toBe(2);
  });

  it('keeps the caret after a character that was replaced by another', () => {
    expect(caretAfterRewrite({ text: '12.34', caret: 3 }, '12,34')).toBe(3);
  });

  it('puts the caret back where it was when the keystroke is refused', () => {
    expect(caretAfterRewrite({ text: '91234', caret: 1 }, '1234')).toBe(0);
  });

  it('goes to the end when what followed the caret was dropped too', () => {
    expect(caretAfterRewrite({ text: '12.394', caret: 5 }, '12.39')).toBe(5);
  });

  it('finds its place among repeated characters', () => {
    expect(caretAfterRewrite({ text: '1a1', caret: 2 }, '11')).toBe(1);
    expect(caretAfterRewrite({ text: '-5', caret: 1 }, '5')).toBe(0);
  });
});
