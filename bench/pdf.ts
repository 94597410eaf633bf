import { performance } from 'node:perf_hooks';
import { renderDocumentPdf } from '@fjord/server/src/pdf/render.js';
import type { DocumentView } from '@fjord/server/src/pdf/render.js';
import { sampleInvoiceView, sampleOrderView, sampleOverdueNoticeView } from '@fjord/server/src/test/pdf-views.js';

// npm run bench:pdf -w @fjord/bench — the order PDF (order confirmation) and the invoice PDF (with its
// payment slip) of 5 and 50 lines, and an overdue notice, rendered one after another as a server
// renders them; the goal is a median of at most 100 ms (issues #12 and #13). CPU time is
// given beside wall time: on a shared machine the wall time measures the neighbours too.
const WARMUP = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

async function measure(document: string, view: DocumentView, lineCount: number, useAllFonts: boolean) {
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
    document,
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
  for (const useAllFonts of [false, true]) {
    const order = sampleOrderView('orderConfirmation', { lineCount });
    rows.push(await measure('order confirmation', order, lineCount, useAllFonts));
    rows.push(await measure('invoice', sampleInvoiceView({ lineCount }), lineCount, useAllFonts));
  }
rows.push(await measure('overdue notice', sampleOverdueNoticeView(), 0, false));
console.table(
  rows.map((row) => ({
    document: row.document,
    lines: row.lines,
    bold: row.useAllFonts,
    'p50 ms': row.p50.toFixed(1),
    'p95 ms': row.p95.toFixed(1),
    'CPU p50 ms': row.cpu50.toFixed(1),
    'CPU p95 ms': row.cpu95.toFixed(1),
    kB: row.kB.toFixed(1),
  })),
);
