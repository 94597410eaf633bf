import { performance } from 'node:perf_hooks';
import { ehfDocument } from '@fjord/domain';
import { validateEhf } from '@fjord/server/src/ehf/validation/validate-ehf.js';
import { variedEhfInput } from '@fjord/server/src/test/ehf-samples.js';

// npm run bench:ehf -w @fjord/bench — generates and validates BENCH_DOCS (1,000) EHF invoices of
// ten lines one after another, as the send flow does before sending: ehfDocument of a realistic
// input (rates 25/15/12/0 %, exempt and zero-rated lines, line and document allowances and
// charges, rounding on and off), then validateEhf (UBL 2.1 schema and the Peppol rules). The goal
// is a median of at most 50 ms per document, generation included (issue #14). The first document
// also compiles the rule files and the schemas. CPU time is given beside wall time: on a shared
// machine the wall time measures the neighbours too.
const DOCUMENTS = Number(process.env.BENCH_DOCS ?? 1000);
const WARMUP = 20;

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
/** RSS and heap; after a full collection when node runs with --expose-gc (NODE_OPTIONS=--expose-gc). */
const memory = () => {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return `RSS ${mb(rss)}, heap ${mb(heapUsed)}`;
};
const at = (samples: number[], q: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;

/** Rule id → how many documents it wrongly failed: every generated invoice is correct. */
const falseFatal = new Map<string, number>();

async function generateAndValidate(n: number): Promise<void> {
  const report = await validateEhf(ehfDocument(variedEhfInput(n)));
  for (const ruleId of new Set(report.findings.filter((f) => f.flag === 'fatal').map((f) => f.ruleId)))
    falseFatal.set(ruleId, (falseFatal.get(ruleId) ?? 0) + 1);
}

console.log(`start: ${memory()}`);
const firstStart = performance.now();
await generateAndValidate(0);
console.log(`first document (compiles the rules and schemas): ${(performance.now() - firstStart).toFixed(0)} ms`);
for (let n = 1; n <= WARMUP; n++) await generateAndValidate(n);
console.log(`after warm-up (${WARMUP} documents): ${memory()}`);

const wall: number[] = [];
const cpu: number[] = [];
for (let n = 0; n < DOCUMENTS; n++) {
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  await generateAndValidate(WARMUP + 1 + n);
  const used = process.cpuUsage(startedCpu);
  wall.push(performance.now() - started);
  cpu.push((used.user + used.system) / 1000);
}
console.log(
  `${DOCUMENTS} invoices of 10 lines, generated and validated: ` +
    `p50 ${at(wall, 0.5).toFixed(1)} ms, p95 ${at(wall, 0.95).toFixed(1)} ms, max ${Math.max(...wall).toFixed(1)} ms | ` +
    `CPU p50 ${at(cpu, 0.5).toFixed(1)} ms, p95 ${at(cpu, 0.95).toFixed(1)} ms`,
);
console.log(`end: ${memory()}`);
if (falseFatal.size > 0) {
  console.log(
    `FATAL findings on correct invoices (rule: documents): ${[...falseFatal].map(([id, count]) => `${id}: ${count}`).join(', ')}`,
  );
  process.exitCode = 1;
}
