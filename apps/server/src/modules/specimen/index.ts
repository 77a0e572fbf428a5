// Specimens (试块): concrete pours, test-block groups, submissions, results, lot evaluation and their warnings.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { submissionImportRoutes, testBlockImportRoutes } from './specimen.import';
import { specimenRoutes } from './specimen.routes';
import { seedTestBlockDemo } from './specimen.seed';
import * as tables from './specimen.table';
import { specimenChainRoutes } from './specimen-chain.routes';
import { specimenPileRoutes } from './specimen-pile.routes';

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
} from './specimen.table';

import { specimenMenus } from './specimen.menus';
