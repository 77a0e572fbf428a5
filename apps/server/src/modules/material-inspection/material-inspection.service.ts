// The material-inspection workflows live in material-*.service.ts (registrations, rebar batches, rebar
// tests, joints, concrete, reports); this name re-exports what the routes and other modules import from it.

export { guard, loadRegistration, MATERIAL_MENU, options } from './material-common';
export {
  concreteCheck,
  concreteOfPile,
  concretePileList,
  listConcrete,
  loadPileProject,
  materialOfPile,
  pileOptions,
} from './material-concrete.service';
export { deleteLot, listLots, loadLot, lotDetail, saveLot } from './material-joint.service';
export { batchLabelsPdf, jointLabelsPdf, scanBatch, scanJointLot } from './material-label.service';
export {
  batchDetail,
  listBatches,
  listByNumbers,
  loadBatch,
  manufacturers,
  removeBatches,
  removeBySspId,
  saveBatch,
} from './material-rebar-batch.service';
export { saveTest, statistics } from './material-rebar-test.service';
export {
  applyRegistration,
  listRegistrations,
  registrationDetail,
  saveRegistration,
} from './material-registration.service';
export { foundationReports, reportDetailQC } from './material-report.service';
