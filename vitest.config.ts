import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (failed first, then the slowest last time, then the largest file), except that the
 * write-route fuzz shards start first: they are the suite's longest files, and on a fresh clone, with no
 * timings yet, their few lines would put them last, holding the suite's tail.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const fuzz = (spec: TestSpecification) => /\.fuzz\.test\.ts$/.test(spec.moduleId);
    return [...sorted.filter(fuzz), ...sorted.filter((spec) => !fuzz(spec))];
  }
}

// One runner, three projects: pure shared logic, web components (happy-dom),
// and server integration stories against a real PostgreSQL.
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions with no module state: one module graph for every file halves the import time.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // A page test renders antd (and echarts) in happy-dom: seconds of CPU on a loaded 2-core machine,
          // where the default 5 s ran out (concrete-page.test.tsx in a full `npm test`). A limit, not a wait.
          testTimeout: 20000,
          // One module graph and one window for every file of a worker: antd, React and the app's modules
          // are imported once per worker instead of once per file, which cuts the project's CPU time by
          // about 60%. test/between-files.ts clears what a file leaves in the window (cookies, storage, URL,
          // rendered trees, the language), and vi.mock stays file-local (vitest re-evaluates mocked graphs).
          isolate: false,
          setupFiles: ['apps/web/test/between-files.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/per-file-db.ts'],
          // One module graph for every file: importing the app (Fastify, drizzle, every module) once per
          // worker instead of once per file cuts the suite's CPU time by about a third. Each file still
          // gets its own database (per-file-db.ts keeps it on the global object for that reason) and its
          // own app from testApp().
          isolate: false,
          // Two files at a time: a file spends much of its time waiting on PostgreSQL, so a second one
          // uses what the first leaves of the CPU (each file has its own database; per-file-db.ts).
          maxWorkers: 2,
          // …so nothing a file changes in the process may outlive it: stubbed env vars (sms.test.ts sets
          // NODE_ENV=production) are put back after each test, and fake clocks by the files (test/clock.ts).
          unstubEnvs: true,
          unstubGlobals: true,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
