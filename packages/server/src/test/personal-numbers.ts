import { isValidPersonalNumber } from '@fjord/domain';

/**
 * A valid personal number born 1 Jan 1990 whose individual number ends in `digit`, which decides the simulated tax
 * card service's card (0–5 table, 6–7 percentage, 8 frikort, 9 none); `skip` picks another of the kind.
 */
export function personalNumberOfKind(digit: number, skip = 0): string {
  let found = 0;
  for (let individual = 500 + digit; individual < 1000; individual += 10)
    for (let control = 0; control < 100; control++) {
      const candidate = `010190${individual}${String(control).padStart(2, '0')}`;
      if (isValidPersonalNumber(candidate) && found++ === skip) return candidate;
    }
  throw new Error(`no number of kind ${digit}`);
}
