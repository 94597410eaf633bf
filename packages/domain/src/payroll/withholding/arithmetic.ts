/**
 * The reference routine's arithmetic (withholding-2026.md §3), reproduced bit for bit.
 *
 * The reference (Java) keeps amounts in `long` and computes its rate formulas in `double`, IEEE 754
 * binary64. A JavaScript `number` is the same binary64, and + − × ÷ are correctly rounded in both
 * languages (Java has been strictly IEEE since Java 17, and HotSpot on x86-64/ARM always was), so
 * each formula written literally — the same operands, the same order, the same literals — gives the
 * very same double. The `long`s are exact in a `number` while they stay below 2^53, and so is their
 * conversion to `double`: withholding.ts refuses bases that could leave that range.
 *
 * Exact decimals (the project's Decimal) would be wrong here, not better: where the mathematically
 * exact value of a step is a half, the binary64 value can lie just below or above it and decides
 * the rounding. Measured on the verification grid, exact arithmetic differs from the reference in
 * 84 results (§6.9). Money leaves the engine as whole kroner; the API's amounts stay exact.
 */

/**
 * R(x): the nearest integer, a half towards +∞ — Java's `Math.round(double)` and JavaScript's
 * `Math.round` define it identically (no banker's rounding; R(−2.5) = −2). `+ 0` turns −0 into 0,
 * since a Java `long` has no negative zero.
 */
export function roundHalfUp(x: number): number {
  return Math.round(x) + 0;
}

/** FLOOR(x): the largest integer ≤ x (Java's Math.floor, then a `long`). */
export function floor(x: number): number {
  return Math.floor(x) + 0;
}

/**
 * `(x × percent) / 100` as the reference writes it: x (a whole number) as a double, times the
 * double nearest the percent literal, rounded; then divided by 100, rounded. Not `x × 0.4048`, not
 * `x × percent / 100` in exact arithmetic: only this form is guaranteed to match (§3.2).
 */
export function percentOf(x: number, percent: number): number {
  return (x * percent) / 100;
}
