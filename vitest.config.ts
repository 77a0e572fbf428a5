import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration suite's longest files, longest first (seconds in a run on a loaded machine): the fuzz
 * shards (105 each), the crash test (72, a server killed and restarted: mostly waiting, so it overlaps
 * well), the route-matrix shards (75 each), the kit's authorization matrix (76) and the backup (27).
 */
const STARTS_FIRST = [
  /[\\/]write-routes-a\.fuzz\.test\.ts$/,
  /[\\/]write-routes-b\.fuzz\.test\.ts$/,
  /[\\/]db[\\/]crash\.test\.ts$/,
  /[\\/]route-matrix-a\.test\.ts$/,
  /[\\/]route-matrix-b\.test\.ts$/,
  /[\\/]authorization-matrix\.test\.ts$/,
  /[\\/]backup[\\/]backup\.test\.ts$/,
];

/**
 * Vitest's order (failed first, then the slowest last time, then the largest file), except that the
 * files of STARTS_FIRST start first: on a fresh clone, with no timings yet, their few lines would put them
 * last, where one of them alone holds the suite's tail (the crash test did, for 72 s).
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = STARTS_FIRST.findIndex((pattern) => pattern.test(spec.moduleId));
      return index < 0 ? STARTS_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
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
