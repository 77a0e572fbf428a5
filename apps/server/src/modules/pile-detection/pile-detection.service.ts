// The pile-detection workflows live in pile-detection-*.service.ts (basis, draws, government variant,
// records, per pile); this name re-exports what the routes and other modules import from it.

export { requirement, saveBasis } from './pile-detection-basis.service';
export { DETECTION_MENU, guard } from './pile-detection-common';
export { createDraw, drawDetail, listDraws, loadDraw, verifyDraw } from './pile-detection-draw.service';
export { govMove, govRandom, govRegister, govSubmit, listSubmissions } from './pile-detection-gov.service';
export {
  checkStatus,
  loadPileProject,
  manualCheck,
  manualUpdate,
  pileInfo,
  pileNumberList,
  subList,
  subPileNumbers,
  subStatistics,
} from './pile-detection-per-pile.service';
export {
  detectionDetail,
  listDetections,
  loadDetection,
  saveDetection,
} from './pile-detection-record.service';
