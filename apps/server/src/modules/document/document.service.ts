// The document workflows live in document-*.service.ts (catalogs, documents); this name re-exports what
// the routes import from it.
export { addCatalog, catalogTree, removeCatalog, renameCatalog } from './document-catalog.service';
export { guard, guardedProject } from './document-common';
export {
  addDocument,
  binDocument,
  listDocuments,
  logPage,
  openDocument,
  purgeDocument,
  updateDocument,
} from './document-file.service';
export { catalogGrants, setCatalogGrants } from './document-grant.service';
