import { performance } from 'node:perf_hooks';
import { buildAmelding } from '@fjord/domain';
import { largeAmeldingInput } from '../packages/domain/src/payroll/a-melding/testing/months.js';
import { checkAmeldingSchema } from '@fjord/server/src/skatteetaten/amelding-schema.js';

// npm run bench:amelding -w @fjord/bench — the a-melding of a big month (issue #17): 1,000 employees in three
// sub-units (zones 1, 4a and 2), each with 2–4 income lines, every tenth on leave and every twenty-fifth laid off,
// withholding on two pay dates. Built with buildAmelding and checked against the v2.3 JSON Schema with ajv, as every
// send does. The schema is compiled once per process (timed apart), the first build and check runs cold; then ROUNDS
// rounds, the best reported (CPU time beside wall time). Goal: build and check within 1 s.
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

const input = largeAmeldingInput(EMPLOYEES, 3);
const lines = input.subUnits
  .flatMap((unit) => unit.employees)
  .reduce((sum, person) => sum + person.incomeLines.length, 0);

function timed<T>(work: () => T): { result: T; wall: number; cpu: number } {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const result = work();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { result, wall, cpu: (cpu.user + cpu.system) / 1000 };
}

const compile = timed(() => checkAmeldingSchema({}));
console.log(`schema compile (once per process): ${compile.wall.toFixed(0)} ms (CPU ${compile.cpu.toFixed(0)} ms)`);
const first = timed(() => checkAmeldingSchema(buildAmelding(input)));
if (!first.result.valid) throw new Error(`the bench's message is not valid: ${JSON.stringify(first.result.problems)}`);
console.log(`first build and check (cold code): ${first.wall.toFixed(0)} ms (CPU ${first.cpu.toFixed(0)} ms)`);

let best = { build: Infinity, check: Infinity, total: Infinity, cpu: Infinity, bytes: 0 };
for (let round = 0; round < ROUNDS; round++) {
  const built = timed(() => buildAmelding(input));
  const checked = timed(() => checkAmeldingSchema(built.result));
  if (!checked.result.valid) throw new Error('the message stopped being valid');
  const total = built.wall + checked.wall;
  if (total < best.total)
    best = {
      build: built.wall,
      check: checked.wall,
      total,
      cpu: built.cpu + checked.cpu,
      bytes: Buffer.byteLength(JSON.stringify(built.result)),
    };
}

console.log(`${EMPLOYEES} employees in ${input.subUnits.length} sub-units, ${lines} income lines`);
console.log(
  `best of ${ROUNDS}: build ${best.build.toFixed(1)} ms, schema check ${best.check.toFixed(1)} ms, ` +
    `together ${best.total.toFixed(1)} ms (CPU ${best.cpu.toFixed(1)} ms); the message is ${(best.bytes / 1024).toFixed(0)} KiB of JSON`,
);
console.log(best.total <= 1000 ? 'within the goal of 1 s' : 'OVER the goal of 1 s');
if (best.total > 1000) process.exitCode = 1;
