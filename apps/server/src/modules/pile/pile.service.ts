// The pile workflows live in pile-*.service.ts (groups and numbers, list and detail, construction record,
// abnormal records); this name re-exports what the routes and other modules import from it.

export { addAbnormal, addPhoto, listAbnormals, sendToRectification } from './pile-abnormal.service';
export { guard, loadGroup, loadPile, loadPileForDetail, PILE_MENU } from './pile-common';
export { listGroups, previewNumbers, saveGroup, saveNumbers } from './pile-group.service';
export {
  detail,
  exportBatches,
  grid,
  listPiles,
  listQuery,
  naturalOrder,
  pileListPageQuery,
  statistics,
} from './pile-list.service';
export { amendRecord, confirmRecord, isSupervisor, saveRecord } from './pile-record.service';
