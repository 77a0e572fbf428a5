import { acceptanceModule } from './modules/acceptance';
import { accountModule } from './modules/account';
import { buildingModule } from './modules/building';
import { collaborationModule } from './modules/collaboration';
import { commonModule } from './modules/common';
import { companyModule } from './modules/company';
import { complaintModule } from './modules/complaint';
import { costModule } from './modules/cost';
import { curingModule } from './modules/curing';
import { documentModule } from './modules/document';
import { fireModule } from './modules/fire';
import { flowModule } from './modules/flow';
import { fundsModule } from './modules/funds';
import { homeModule } from './modules/home';
import { mainBodyModule } from './modules/main-body';
import { materialModule } from './modules/material';
import { materialInspectionModule } from './modules/material-inspection';
import { noticeModule } from './modules/notice';
import { outputModule } from './modules/output';
import { partyModule } from './modules/party';
import { pileModule } from './modules/pile';
import { pileDetectionModule } from './modules/pile-detection';
import { progressModule } from './modules/progress';
import { projectModule } from './modules/project';
import { recordsModule } from './modules/records';
import { rectificationModule } from './modules/rectification';
import { reportModule } from './modules/report';
import { riskModule } from './modules/risk';
import { signatureModule } from './modules/signature';
import { siteModule } from './modules/site';
import { specimenModule } from './modules/specimen';
import { supplierModule } from './modules/supplier';
import { supportModule } from './modules/support';
import { tenderModule } from './modules/tender';
import { warningModule } from './modules/warning';
import { witnessModule } from './modules/witness';
import { worksModule } from './modules/works';
import type { ModuleManifest } from './platform/module';

/**
 * Every server module, once: app.ts registers their routes, db/schema.ts collects their tables, the seed
 * runs their catalogue and demo parts and main.ts starts their jobs, all in this order. The demo parts
 * build on each other's rows (pile → detection → witness → specimen → material inspection → warning → risk →
 * supplier → main body → works → document), so their relative order here is the seed's.
 */
export const MODULES: readonly ModuleManifest[] = [
  noticeModule,
  supportModule,
  tenderModule,
  outputModule,
  progressModule,
  fundsModule,
  costModule,
  complaintModule,
  fireModule,
  partyModule,
  materialModule,
  reportModule,
  recordsModule,
  projectModule,
  pileModule,
  pileDetectionModule,
  witnessModule,
  specimenModule,
  signatureModule,
  curingModule,
  materialInspectionModule,
  warningModule,
  riskModule,
  supplierModule,
  mainBodyModule,
  worksModule,
  documentModule,
  collaborationModule,
  flowModule,
  acceptanceModule,
  rectificationModule,
  accountModule,
  companyModule,
  buildingModule,
  commonModule,
  homeModule,
  siteModule,
];
