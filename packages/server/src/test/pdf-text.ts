import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page, lines joined by spaces, as a reader copying it would get; `password` opens an encrypted one. */
export async function pdfText(pdf: Buffer | Uint8Array, password?: string): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    password,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** A run of text on a page and where it starts, in millimetres from the sheet's left and top edges. */
export type PlacedText = { page: number; str: string; left: number; top: number };

const PT_PER_MM = 72 / 25.4;

/**
 * Every run of text with its place on its sheet (the baseline's start, measured from the top-left
 * corner, in mm): what a test of a layout's position (the envelope's window) reads.
 */
export async function pdfPlacedText(pdf: Buffer | Uint8Array): Promise<PlacedText[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const placed: PlacedText[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const height = page.view[3]!;
    for (const item of (await page.getTextContent()).items)
      if ('str' in item && item.str.trim())
        placed.push({
          page: number,
          str: item.str,
          left: item.transform[4] / PT_PER_MM,
          top: (height - item.transform[5]) / PT_PER_MM,
        });
  }
  await document.destroy();
  return placed;
}
