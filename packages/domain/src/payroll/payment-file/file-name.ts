import { isIsoDate } from '../../validation/values.js';

/**
 * The payment file's name for a pay date: "Lonn-2026-06-20.xml". ASCII only ("Lonn", not "Lønn"), since
 * some banks' upload pages and older file systems mangle other characters in file names.
 */
export function creditTransferFileName(payDate: string): string {
  if (!isIsoDate(payDate) || payDate.trim() !== payDate) throw new RangeError(`Not a YYYY-MM-DD date: ${payDate}`);
  return `Lonn-${payDate}.xml`;
}
