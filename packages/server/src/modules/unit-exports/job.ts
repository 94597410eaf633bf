import { eq } from 'drizzle-orm';
import { osloDate } from '@fjord/domain';
import { defineJob } from '../../jobs/queue.js';
import { storeGeneratedFile } from '../files/service.js';
import { planArchive, stepsOf, writeArchive } from './archive.js';
import { unitExports } from './tables.js';
import { ZipFileWriter } from './zip.js';

/** How often, at most, the progress is written: about fifty times in a whole export. */
const PROGRESS_WRITES = 50;

/**
 * Makes a unit's export archive (archive.ts) and stores it as a file of the unit. Runs at least once like every
 * job: a finished export is left as it is, and a run after a dead worker starts the archive again. A failure is
 * tried again; after the last attempt the export is FAILED with the error.
 */
export const unitExportJob = defineJob<{ exportId: string }>({
  kind: 'unit.export',
  maxAttempts: 3,
  backoffMs: 60_000,
  // A large unit renders many PDFs: a lease long enough that a working export is not taken for a dead one.
  leaseMs: 60 * 60_000,
  async run({ job, services, transaction }) {
    const { exportId } = job.payload;
    const unitId = job.unitId!;
    const progress = (values: Partial<typeof unitExports.$inferInsert>) =>
      transaction((tx) =>
        tx
          .update(unitExports)
          .set({ ...values, updatedAt: services.clock.now() })
          .where(eq(unitExports.id, exportId)),
      );
    const row = await transaction(async (tx) => {
      const [found] = await tx.select().from(unitExports).where(eq(unitExports.id, exportId));
      return found;
    });
    if (!row || row.status === 'DONE' || row.status === 'FAILED') return;
    const zip = new ZipFileWriter();
    try {
      const plan = await transaction((tx) => planArchive(tx));
      const total = stepsOf(plan);
      await progress({ status: 'RUNNING', done: 0, total, error: null });
      let done = 0;
      let written = 0;
      await writeArchive(plan, unitId, zip, transaction, async () => {
        done += 1;
        if (done - written >= Math.max(1, Math.floor(total / PROGRESS_WRITES))) {
          written = done;
          await progress({ done });
        }
      });
      const data = zip.finish();
      const now = services.clock.now();
      await transaction(async (tx) => {
        const file = await storeGeneratedFile(tx, unitId, row.createdById, {
          kind: 'unit_export',
          fileName: `fjord-export-${osloDate(now)}.zip`,
          contentType: 'application/zip',
          data,
        });
        await tx
          .update(unitExports)
          .set({ status: 'DONE', done: total, fileId: file.id, finishedAt: now, updatedAt: now })
          .where(eq(unitExports.id, exportId));
      });
    } catch (error) {
      zip.discard();
      if (job.attempts >= job.maxAttempts)
        await progress({ status: 'FAILED', error: (error as Error).message, finishedAt: services.clock.now() });
      throw error;
    }
  },
});
