import { afterEach, describe, expect, it } from 'vitest';
import { rememberPdfFonts, usesAllFonts } from './pdf-fonts';

describe('useAllFonts (spec 000 §2: the sign-in page’s query parameter asks PDFs for the bold face)', () => {
  afterEach(() => localStorage.clear());

  it('a sign-in with ?useAllFonts makes the PDFs embed the bold face', () => {
    rememberPdfFonts('?useAllFonts');
    expect(usesAllFonts()).toBe(true);
  });

  it('a later sign-in without it goes back to the regular face alone', () => {
    rememberPdfFonts('?useAllFonts=1');
    rememberPdfFonts('');
    expect(usesAllFonts()).toBe(false);
  });
});
