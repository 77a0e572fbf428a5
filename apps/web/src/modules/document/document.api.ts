import {
  type CallQuery,
  commonCalls,
  type DocumentGrantEntry,
  documentCalls,
  documentGrantCalls,
} from '@zhuji/shared';
import { call, download, upload } from '../../api/call';

/** The calls of the document page (server module `document`, docs/domains/document.md; declared in documentCalls). */
export const documentApi = {
  tree: (proId: number) => call(documentCalls.tree, { query: { proId } }),
  addCatalog: (proId: number, parentId: number | null, name: string) =>
    call(documentCalls.addCatalog, { body: { proId, parentId, name } }),
  renameCatalog: (id: number, name: string) => call(documentCalls.renameCatalog, { body: { id, name } }),
  removeCatalog: (id: number) => call(documentCalls.removeCatalog, { body: { id } }),
  list: (query: CallQuery<typeof documentCalls.list>) => call(documentCalls.list, { query }),
  recycle: (query: CallQuery<typeof documentCalls.recycle>) => call(documentCalls.recycle, { query }),
  log: (query: CallQuery<typeof documentCalls.log>) => call(documentCalls.log, { query }),
  categories: () => call(commonCalls.docCategories),
  /** Stores the file for the project (the common upload call), then files it in the catalog. */
  upload: async (proId: number, catalogId: number, file: File, title?: string, category?: string | null) => {
    const stored = await upload(commonCalls.uploadFile, file, { proId });
    return call(documentCalls.add, {
      body: {
        catalogId,
        fileId: stored.id,
        ...(title ? { title } : {}),
        ...(category ? { category } : {}),
      },
    });
  },
  update: (body: { id: number; title?: string; catalogId?: number }) => call(documentCalls.update, { body }),
  remove: (id: number) => call(documentCalls.remove, { body: { id } }),
  restore: (id: number) => call(documentCalls.restore, { body: { id } }),
  purge: (id: number) => call(documentCalls.purge, { body: { id } }),
  download: (id: number) => download(documentCalls.download, { id }),
  grants: (id: number) => call(documentGrantCalls.grants, { query: { id } }),
  setGrants: (id: number, grants: DocumentGrantEntry[]) =>
    call(documentGrantCalls.setGrants, { body: { id, grants } }),
};
