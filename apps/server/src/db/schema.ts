// Every table of the application, for drizzle-kit and the typed query API.
export { acceptance } from '../modules/acceptance/acceptance.table';
export { building, buildingPart } from '../modules/building/building.table';
export { complaint } from '../modules/complaint/complaint.table';
export { costRecord } from '../modules/cost/cost.table';
export { document, documentCatalog, documentLog } from '../modules/document/document.table';
export { fireCheck } from '../modules/fire/fire.table';
export { fundPayment } from '../modules/funds/funds.table';
export { mainBodyPour, masonryRecord, waterproofRecord } from '../modules/main-body/main-body.table';
export {
  materialDelivery,
  materialDeparture,
  materialPlan,
  materialReceipt,
} from '../modules/material/material.table';
export {
  concreteDelivery,
  jointLot,
  materialRegistration,
  rebarBatch,
  rebarTest,
} from '../modules/material-inspection/material-inspection.table';
export { publicNotice } from '../modules/notice/notice.table';
export {
  outputNoticeParam,
  outputNoticeRead,
  outputReport,
  projectProgressStatus,
} from '../modules/output/output.table';
export { partyActivity, partyExamine, partyMember, partyOrg } from '../modules/party/party.table';
export {
  pile,
  pileAbnormal,
  pileAcceptance,
  pileAmendment,
  pileGroup,
  pileMachine,
  pileMaterialStock,
  pileMaterialUsage,
  pilePlan,
  pileSpotCheck,
  pileSpotCheckItem,
} from '../modules/pile/pile.table';
export {
  detection,
  detectionBasis,
  detectionDraw,
  detectionDrawMove,
  detectionResult,
  detectionSubmission,
} from '../modules/pile-detection/pile-detection.table';
export { amountPlan, progressRecord } from '../modules/progress/progress.table';
export { geoBorehole, geoStratum, goods } from '../modules/records/records.table';
export { riskCheck, riskInspection, riskSource } from '../modules/risk/risk.table';
export {
  concretePour,
  lotEvaluation,
  specimen,
  specimenAmendment,
  specimenResult,
  specimenSubmission,
  testBlockWarning,
  testReport,
} from '../modules/specimen/specimen.table';
export {
  materialEnquiry,
  materialEnquiryLine,
  materialEnquirySupplier,
  materialQuote,
  materialQuoteLine,
  supplierProfile,
} from '../modules/supplier/supplier.table';
export { helpEntry, supportContact } from '../modules/support/support.table';
export { consInfo, designTender, tender, tenderAnnouncement } from '../modules/tender/tender.table';
export { warningNotice, warningRule } from '../modules/warning/warning.table';
export { auditLog } from '../platform/audit/audit.table';
export { behaviorLog } from '../platform/audit/behavior-log.table';
export { systemMeta } from '../platform/db/meta.table';
export { flowAction, flowDefinition, flowInstance } from '../platform/flow/flow.table';
export { appUser, loginNonce, session, smsCode, smsOutbox } from '../platform/identity/account.table';
export { company } from '../platform/identity/company.table';
export {
  gb50300Item,
  project,
  projectMember,
  projectParty,
  projectStage,
  projectSubitem,
  projectTag,
  projectVipInterest,
  vipInterest,
} from '../platform/identity/project.table';
export { menu, role, roleMenu } from '../platform/identity/role.table';
export { importJob, importJobError } from '../platform/jobs/import-job.table';
export { message } from '../platform/notify/message.table';
export { rectification } from '../platform/rectification/rectification.table';
export { storedFile } from '../platform/storage/stored-file.table';
