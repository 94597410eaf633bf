import { describe, expect, it } from 'vitest';
import { isValidSwift } from './swift.js';

describe('SWIFT/BIC', () => {
  it.each(['DNBANOKK', 'DNBANOKKXXX', 'NDEANOKK', 'ESSESESS', 'DEUTDEFF500', 'dnbanokk', 'DNBA NO KK'])(
    'accepts %s',
    (value) => expect(isValidSwift(value)).toBe(true),
  );

  it.each([
    ['DNBANO1K', 'location starting with 1'],
    ['DNBANO0K', 'location starting with 0'],
    ['DNBANOKO', 'location ending with the letter O'],
    ['DNB1NOKK', 'digit in the bank code'],
    ['DNBAN0KK', 'digit in the country code'],
    ['DNBANOK', '7 characters'],
    ['DNBANOKKXX', '10 characters'],
    ['DNBANOKKXXXX', '12 characters'],
    ['DNBANOKK-XX', 'punctuation'],
  ])('rejects %s (%s)', (value) => expect(isValidSwift(value)).toBe(false));
});
