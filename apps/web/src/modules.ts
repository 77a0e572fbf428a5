import { acceptanceModule } from './modules/acceptance';
import { accountModule } from './modules/account';
import { buildingModule } from './modules/building';
import { collaborationModule } from './modules/collaboration';
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
import { manualModule } from './modules/manual';
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
import { tenderModule } from './modules/tender';
import { warningModule } from './modules/warning';
import { witnessModule } from './modules/witness';
import { worksModule } from './modules/works';

/**
 * The web modules, listed once (docs/architecture.md#layers): the view registry, the locale packs, the public
 * routes and the layout loop over this list. A new module is its folder under modules/ and one line here.
 * Each entry is a manifest of lazy loaders only, so this list costs the entry chunk next to nothing.
 */
export const WEB_MODULES = [
  homeModule,
  noticeModule,
  manualModule,
  accountModule,
  projectModule,
  buildingModule,
  tenderModule,
  outputModule,
  progressModule,
  fundsModule,
  costModule,
  curingModule,
  complaintModule,
  fireModule,
  mainBodyModule,
  worksModule,
  partyModule,
  materialModule,
  riskModule,
  supplierModule,
  companyModule,
  recordsModule,
  pileModule,
  pileDetectionModule,
  specimenModule,
  signatureModule,
  witnessModule,
  documentModule,
  warningModule,
  materialInspectionModule,
  acceptanceModule,
  flowModule,
  collaborationModule,
  rectificationModule,
  reportModule,
  siteModule,
] as const;

export type WebModules = typeof WEB_MODULES;
