import { performance } from 'node:perf_hooks';
import { renderDocumentPdf } from '@fjord/server/src/pdf/render.js';
import { sampleOrderView } from '@fjord/server/src/test/pdf-views.js';

// npm run bench:pdf -w @fjord/bench — the order PDF (order confirmation) of 5 and 50 lines, rendered
// one after another as a server renders them; the goal is a median of at most 100 ms. CPU time is
// given beside wall time: on a shared machine the wall time measures the neighbours too.
const WARMUP = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

async function measure(lineCount: number, useAllFonts: boolean) {
  const view = sampleOrderView('orderConfirmation', { lineCount });
  for (let i = 0; i < WARMUP; i += 1) await renderDocumentPdf(view, { useAllFonts });
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    bytes = (await renderDocumentPdf(view, { useAllFonts })).length;
    const used = process.cpuUsage(startedCpu);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  const at = (samples: number[], q: number) =>
    [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return {
    lines: lineCount,
    useAllFonts,
    p50: at(wall, 0.5),
    p95: at(wall, 0.95),
    cpu50: at(cpu, 0.5),
    cpu95: at(cpu, 0.95),
    kB: bytes / 1024,
  };
}

const rows = [];
for (const lineCount of [5, 50])
  for (const useAllFonts of [false, true]) rows.push(await measure(lineCount, useAllFonts));
console.table(
  rows.map((row) => ({
    lines: row.lines,
    bold: row.useAllFonts,
    'p50 ms': row.p50.toFixed(1),
    'p95 ms': row.p95.toFixed(1),
    'CPU p50 ms': row.cpu50.toFixed(1),
    'CPU p95 ms': row.cpu95.toFixed(1),
    kB: row.kB.toFixed(1),
  })),
);
