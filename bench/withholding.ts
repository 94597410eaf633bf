import { performance } from 'node:perf_hooks';
import {
  WITHHOLDING_2026,
  WITHHOLDING_PERIODS,
  withholding,
  wholeWithholdingTable,
  type WithholdingPeriod,
} from '@fjord/domain';

// npm run bench:withholding -w @fjord/bench — the whole 2026 table set computed by the withholding
// engine (issue #16): 96 tables × 7 periods × every step from 0 to the period's maximum basis
// (withholding-2026.md §5.1: month 0–200 000 by 100, 14 days 0–100 000 by 50, week 0–50 000 by 20,
// 4/3/2/1 days 0–40 000/30 000/20 000/10 000 by 20), 1 104 672 computations. Three ways: `withholding`
// with a number basis, `withholding` with the basis as the API's decimal text (the GraphQL query's
// path), and `wholeWithholdingTable` (the printable tables, 1 073 356 rows by §8.4). Each runs
// ROUNDS times after one warm-up round; the best round is reported (CPU time beside wall time).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TABLES = WITHHOLDING_2026.tables.map((table) => table.number);

function* grid(): Generator<[string, WithholdingPeriod, number]> {
  for (const table of TABLES)
    for (const period of WITHHOLDING_PERIODS) {
      const { step, tableMaximum } = WITHHOLDING_2026.periods[period];
      for (let basis = 0; basis <= tableMaximum; basis += step) yield [table, period, basis];
    }
}

const cases = [...grid()];
const texts = cases.map(([, , basis]) => String(basis));

/** Runs one round and answers [computations, checksum]. */
const ways: Record<string, () => [number, number]> = {
  'withholding(…, number basis)': () => {
    let sum = 0;
    for (const [table, period, basis] of cases) {
      const result = withholding(2026, table, period, basis);
      if (!('deduction' in result)) throw new Error(`${table} ${period} ${basis}: ${result.error}`);
      sum += result.deduction;
    }
    return [cases.length, sum];
  },
  'withholding(…, decimal text basis)': () => {
    let sum = 0;
    for (let i = 0; i < cases.length; i++) {
      const [table, period] = cases[i]!;
      const result = withholding(2026, table, period, texts[i]!);
      if (!('deduction' in result)) throw new Error(`${table} ${period} ${texts[i]}: ${result.error}`);
      sum += result.deduction;
    }
    return [cases.length, sum];
  },
  'wholeWithholdingTable (672 tables)': () => {
    let sum = 0;
    let rows = 0;
    for (const table of TABLES)
      for (const period of WITHHOLDING_PERIODS) {
        const whole = wholeWithholdingTable(2026, table, period);
        if ('error' in whole) throw new Error(whole.error);
        rows += whole.rows.length;
        for (const row of whole.rows) sum += row.deduction;
      }
    if (rows !== 1_073_356) throw new Error(`${rows} rows, not the 1 073 356 of withholding-2026.md §8.4`);
    return [cases.length, sum];
  },
};

console.log(
  `2026 table set: ${TABLES.length} tables × ${WITHHOLDING_PERIODS.length} periods, ${cases.length} computations`,
);
const checksums = new Set<number>();
for (const [name, run] of Object.entries(ways)) {
  run();
  let best = { wall: Infinity, cpu: Infinity };
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    const [, checksum] = run();
    const used = process.cpuUsage(startedCpu);
    const wall = performance.now() - started;
    if (wall < best.wall) best = { wall, cpu: (used.user + used.system) / 1000 };
    checksums.add(checksum);
  }
  const perComputation = (ms: number) => ((ms * 1e6) / cases.length).toFixed(0);
  console.log(
    `${name}: ${best.wall.toFixed(0)} ms for the whole set (CPU ${best.cpu.toFixed(0)} ms), ` +
      `${perComputation(best.wall)} ns a computation (CPU ${perComputation(best.cpu)} ns)`,
  );
}
if (checksums.size !== 1) {
  console.log(`the ways disagree: checksums ${[...checksums].join(', ')}`);
  process.exitCode = 1;
} else console.log(`sum of all deductions: ${[...checksums][0]} (the same every way)`);
