// Specimens (试块): concrete pours, test-block groups, submissions, results, lot evaluation and their warnings.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { submissionImportRoutes, testBlockImportRoutes } from './specimen.import';
import { specimenRoutes } from './specimen.routes';
import { seedTestBlockDemo } from './specimen.seed';
import * as tables from './specimen.table';
import { specimenChainRoutes } from './specimen-chain.routes';
import { specimenPileRoutes } from './specimen-pile.routes';
import { migrateHmacReports } from './specimen-report-signing';
import { reportSigningKey } from './specimen-signing';

export const specimenModule = defineModule({
  name: 'specimen',
  menus: specimenMenus,
  routes: [
    specimenRoutes,
    testBlockImportRoutes,
    submissionImportRoutes,
    specimenPileRoutes,
    specimenChainRoutes,
  ],
  tables,
  seed: { demo: (tx, { projects, users, now }) => seedTestBlockDemo(tx, { projects, users }, now) },
  // Reports signed with the former HMAC get their first Ed25519 version (specimen-report-signing.ts).
  jobs: [
    ({ db, config, say }) => {
      migrateHmacReports(db, reportSigningKey(config.dataDir))
        .then((n) => n > 0 && say(`signed records: ${n} HMAC-signed test reports migrated`))
        .catch((e: unknown) => say(`signed records: HMAC migration failed: ${String(e)}`));
      return () => undefined;
    },
  ],
});

export {
  computeRate,
  evaluateProject,
  sampledRequirements,
  TEST_BLOCK_MENU,
  witnessFigures,
} from './specimen.service';
export {
  concretePour,
  lotEvaluation,
  specimen,
  specimenResult,
  specimenSubmission,
  testBlockWarning,
  testReport,
} from './specimen.table';
export {
  type CuredStaySource,
  type ReceivedPlacer,
  registerCuredStays,
  registerReceivedPlacer,
} from './specimen-cured';
export { type CuredSpecimen, standardCuredSpecimens } from './specimen-curing';
// Signed test reports (docs/domains/signature.md): the HMAC migration and what it reads.
export { migrateHmacReports, reportContent } from './specimen-report-signing';
export { type ReportUse, registerReportUse } from './specimen-report-uses';
export { reportSigningKey, signContent } from './specimen-signing';
// Test-block warning titles in the reader's language (issue 22): the abnormal list renders them too.
export {
  renderWarningText as renderTestBlockWarningText,
  warningDetail as testBlockWarningDetail,
  warningTitle as testBlockWarningTitle,
} from './specimen-warning-title';

import { specimenMenus } from './specimen.menus';
