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
 * individual number below 500 (born 19YY), and check digits by the 1964 rule. `lastIndividualDigit`
 * picks the simulated tax card service's card (0–5 a table card, 6–7 a percentage, 8 frikort, 9 none).
 */
export function syntheticDNumber(lastIndividualDigit?: number): { number: string; birthDate: string } {
  for (;;) {
    const day = 1 + Math.floor(Math.random() * 28);
    const month = 1 + Math.floor(Math.random() * 12);
    const year = 50 + Math.floor(Math.random() * 50);
    const drawn = Math.floor(Math.random() * 500);
    const chosen = lastIndividualDigit === undefined ? drawn : drawn - (drawn % 10) + lastIndividualDigit;
    const individual = String(chosen).padStart(3, '0');
    const nine = `${pad(day + 40)}${pad(month + 80)}${pad(year)}${individual}`;
    const first = checkDigit(nine, FIRST_CHECK_WEIGHTS);
    const second = first === null ? null : checkDigit(nine + first, SECOND_CHECK_WEIGHTS);
    if (first !== null && second !== null)
      return { number: nine + first + second, birthDate: `19${pad(year)}-${pad(month)}-${pad(day)}` };
  }
}

const ORGANIZATION_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** An organisation number no earlier run has used that passes MOD11 (weights 3,2,7,6,5,4,3,2). */
export function freshOrganizationNumber(): string {
  for (let seed = Date.now() + Math.floor(Math.random() * 1000); ; seed++) {
    const first = `9${String(seed).slice(-7)}`;
    const remainder = ORGANIZATION_WEIGHTS.reduce((sum, weight, i) => sum + weight * Number(first[i]), 0) % 11;
    if (remainder === 1) continue;
    return `${first}${remainder === 0 ? 0 : 11 - remainder}`;
  }
}
