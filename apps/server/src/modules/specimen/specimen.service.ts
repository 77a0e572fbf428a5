// The test-block workflows live in specimen-*.ts (registration, sampling, submission, lab, evaluation,
// export); this name re-exports what the routes and other modules import from it.
export { guard, TEST_BLOCK_MENU } from './specimen-common';
export { evaluateProject, listEvaluations, listWarnings } from './specimen-evaluation.service';
export {
  specimenExportBatches,
  specimenExportColumns,
  submissionExportBatches,
  submitExportColumns,
} from './specimen-export.service';
export {
  amendResult,
  enterResults,
  issueReport,
  receiveSubmission,
  reportEvidence,
  verifyReport,
} from './specimen-lab.service';
export {
  addPour,
  linkSpecimen,
  listPours,
  listSpecimens,
  specimenLabels,
  specimensByNumbers,
  specimensOfPile,
  unlinkedSpecimens,
  unlinkSpecimen,
  unlinkSubmission,
} from './specimen-registration.service';
export { computeRate, sampledRequirements, testBlockRate, witnessFigures } from './specimen-sampling.service';
export {
  addSubmission,
  listLabs,
  listSubmissions,
  submissionDetail,
  submitNumber,
  updateSubmission,
  withReportQr,
} from './specimen-submission.service';
