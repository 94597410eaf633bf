/**
 * A small Prometheus registry (text exposition format 0.0.4): counters, gauges and histograms with
 * labels. The server needs only these three and no push or aggregation, so it is kept here rather
 * than taking a client library with its own global registry (several apps run in one test process).
 */
type Labels = Record<string, string>;

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

function labelText(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([name, value]) => `${name}="${escapeLabel(value)}"`).join(',')}}`;
}

const number = (value: number) => (Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : '-Inf');

/** One metric family: its header and sample lines. */
export type Family = { name: string; help: string; type: 'counter' | 'gauge' | 'histogram'; samples(): string[] };

export function header(family: Pick<Family, 'name' | 'help' | 'type'>): string[] {
  return [
    `# HELP ${family.name} ${family.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`,
    `# TYPE ${family.name} ${family.type}`,
  ];
}

export function sample(name: string, labels: Labels, value: number): string {
  return `${name}${labelText(labels)} ${number(value)}`;
}

export class Counter implements Family {
  readonly type = 'counter';
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  inc(labels: Labels = {}, by = 1): void {
    const key = labelText(labels);
    const entry = this.values.get(key) ?? { labels, value: 0 };
    entry.value += by;
    this.values.set(key, entry);
  }
  samples(): string[] {
    return [...this.values.values()].map(({ labels, value }) => sample(this.name, labels, value));
  }
}

export class Histogram implements Family {
  readonly type = 'histogram';
  private readonly series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
  ) {}
  observe(labels: Labels, value: number): void {
    const key = labelText(labels);
    let entry = this.series.get(key);
    if (!entry) this.series.set(key, (entry = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 }));
    this.buckets.forEach((bound, index) => {
      if (value <= bound) entry.counts[index]! += 1;
    });
    entry.sum += value;
    entry.count += 1;
  }
  samples(): string[] {
    return [...this.series.values()].flatMap(({ labels, counts, sum, count }) => [
      ...this.buckets.map((bound, index) =>
        sample(`${this.name}_bucket`, { ...labels, le: String(bound) }, counts[index]!),
      ),
      sample(`${this.name}_bucket`, { ...labels, le: '+Inf' }, count),
      sample(`${this.name}_sum`, labels, sum),
      sample(`${this.name}_count`, labels, count),
    ]);
  }
}

/** A gauge whose values are read at scrape time (queue depth, pool use, memory). */
export type GaugeReading = { labels?: Labels; value: number }[];

export function render(families: { name: string; help: string; type: Family['type']; lines: string[] }[]): string {
  return `${families.flatMap((family) => [...header(family), ...family.lines]).join('\n')}\n`;
}

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
