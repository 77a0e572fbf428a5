import { describe, expect, it } from 'vitest';
import { runCrashStory } from '../../../test/system/crash';

/**
 * A real server process on its own data folder, killed with SIGKILL mid-burst (its embedded PostgreSQL
 * too) and mid-import, then restarted (test/system/crash.ts tells the story). 5,000 rows here to keep
 * the suite's time; `npm run bench -- crash` runs it with 100,000.
 */
describe('crash safety', () => {
  it('when the server and its database are killed mid-write and mid-import, then every answered write is there, nothing is half-written, and the queue finishes the import once after the restart', async () => {
    const figures = await runCrashStory(5000);
    expect(figures.writesFoundAfterRestart).toBe(figures.writesAnswered200);
    expect(figures.writesWithoutAudit).toBe(0);
    expect(figures.auditWithoutWrite).toBe(0);
    expect(figures.importJobStatusAfterRestart).toBe('done');
    expect(figures.importRowsAtEnd).toBe(5000);
    expect(figures.reimportAdded).toBe(0);
    expect(figures.duplicateSampleNos).toBe(0);
  }, 300_000);
});
