import type { Logger } from 'drizzle-orm';

/**
 * Counts the statements the server sends to its database: a test reads how many one request
 * cost, and a list's count that grows with its rows is a relation read row by row.
 */
export class StatementCounter implements Logger {
  private count = 0;

  logQuery(): void {
    this.count += 1;
  }

  /** How many statements `work` sent (nothing else may run meanwhile). */
  async during(work: () => Promise<unknown>): Promise<number> {
    const before = this.count;
    await work();
    return this.count - before;
  }
}
