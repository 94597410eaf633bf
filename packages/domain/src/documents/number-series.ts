import { isNumericSeriesStart } from '../master-data/unit-settings.js';

/**
 * A series start split into the text that stays ("F-2026-") and the trailing digits that count up
 * ("001": value 1, width 3). The settings' rules (isNumberSeriesStart) guarantee the digits.
 */
export type SeriesStart = { prefix: string; value: bigint; width: number };

export function parseSeriesStart(start: string): SeriesStart {
  const match = /^(.*?)(\d+)$/u.exec(start.trim());
  if (!match) throw new RangeError(`A series start ends in digits: ${start}`);
  return { prefix: match[1]!, value: BigInt(match[2]!), width: match[2]!.length };
}

/** The document number of a value: the prefix and the value padded to the start's width ("F-2026-002"). */
export function seriesNumber(series: { prefix: string; width: number }, value: bigint): string {
  return `${series.prefix}${value.toString().padStart(series.width, '0')}`;
}

/** A series that has issued numbers: how the next one is written and the last one issued. */
export type SeriesState = { prefix: string; width: number; nextValue: bigint; lastValue: bigint };

/**
 * What a new start number in the settings does to a series (spec 001 §5.4):
 * - before the first document, nothing: the first document starts from the settings;
 * - `fixed` (orders_exist …): a start that is not all digits cannot change once documents exist,
 *   nor can an all-digit one become another form;
 * - `belowUsed` (greater_than the last number): an all-digit start may be raised, never to a
 *   number already used;
 * - otherwise the series continues from the new start.
 */
export type SeriesStartChange =
  | { kind: 'unchanged' }
  | { kind: 'fixed' }
  | { kind: 'belowUsed'; lastNumber: string }
  | { kind: 'continue'; next: SeriesStart };

export function seriesStartChange(
  state: SeriesState | null,
  currentStart: string,
  newStart: string,
): SeriesStartChange {
  if (state === null || newStart.trim() === currentStart.trim()) return { kind: 'unchanged' };
  if (!isNumericSeriesStart(currentStart) || !isNumericSeriesStart(newStart)) return { kind: 'fixed' };
  const next = parseSeriesStart(newStart);
  if (next.value <= state.lastValue) return { kind: 'belowUsed', lastNumber: seriesNumber(state, state.lastValue) };
  return { kind: 'continue', next };
}
