/** Identity numbers for specs that make people: synthetic, valid by the check digits, never a real person's. */
const FIRST_CHECK_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const SECOND_CHECK_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const checkDigit = (digits: string, weights: number[]) => {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const digit = (11 - (sum % 11)) % 11;
  return digit === 10 ? null : String(digit);
};
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A synthetic D-number no run has used: day + 40, month + 80 (Skatteetaten's test numbers), an
 * individual number below 500 (born 19YY), and check digits by the 1964 rule.
 */
export function syntheticDNumber(): { number: string; birthDate: string } {
  for (;;) {
    const day = 1 + Math.floor(Math.random() * 28);
    const month = 1 + Math.floor(Math.random() * 12);
    const year = 50 + Math.floor(Math.random() * 50);
    const individual = String(Math.floor(Math.random() * 500)).padStart(3, '0');
    const nine = `${pad(day + 40)}${pad(month + 80)}${pad(year)}${individual}`;
    const first = checkDigit(nine, FIRST_CHECK_WEIGHTS);
    const second = first === null ? null : checkDigit(nine + first, SECOND_CHECK_WEIGHTS);
    if (first !== null && second !== null)
      return { number: nine + first + second, birthDate: `19${pad(year)}-${pad(month)}-${pad(day)}` };
  }
}
