// The acceptance workflows live in acceptance-*.service.ts (inspection lots, sub-items, divisions, lists);
// this name re-exports what the routes import from it and loads the flow handlers.

export { projectOfAcceptance } from './acceptance-common';
export { applyDivision } from './acceptance-division.service';
export { acceptanceDetail, allAcceptances, listAcceptances } from './acceptance-list.service';
export { applyLot, revokeAcceptance } from './acceptance-lot.service';
export { applySubItem } from './acceptance-subitem.service';
