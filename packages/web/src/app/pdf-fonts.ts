const KEY = 'fjord.useAllFonts';

/**
 * The spec's `?useAllFonts` on the sign-in page: the PDFs this browser asks for embed the bold face
 * too (larger files, bold headings). Each sign-in decides again, so it lasts until one without it.
 */
export function rememberPdfFonts(search: string): void {
  if (new URLSearchParams(search).has('useAllFonts')) localStorage.setItem(KEY, '1');
  else localStorage.removeItem(KEY);
}

export const usesAllFonts = (): boolean => localStorage.getItem(KEY) === '1';
