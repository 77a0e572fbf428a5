import type {
  DocCategoryOption,
  DocumentCatalogNode,
  DocumentItem,
  DocumentLogItem,
  Page,
  StoredFile,
} from '@zhuji/shared';
import { download, get, post } from '../../api/request';

/** The calls of the document page (server module `document`, spec §7.9). */
export const documentApi = {
  tree: (proId: number) => get<DocumentCatalogNode[]>('document/catalog/tree', { proId }),
  addCatalog: (proId: number, parentId: number | null, name: string) =>
    post('document/catalog/add', { proId, parentId, name }),
  renameCatalog: (id: number, name: string) => post('document/catalog/rename', { id, name }),
  removeCatalog: (id: number) => post('document/catalog/remove', { id }),
  list: (query: { proId: number; catalogId?: number; keyword?: string; page: number; limit: number }) =>
    get<Page<DocumentItem>>('document/list', query),
  recycle: (query: { proId: number; keyword?: string; page: number; limit: number }) =>
    get<Page<DocumentItem>>('document/recycle/list', query),
  log: (query: { proId: number; page: number; limit: number }) =>
    get<Page<DocumentLogItem>>('document/log/list', query),
  categories: () => get<DocCategoryOption[]>('common/projectDocDict'),
  /** Stores the file for the project (the common upload call), then files it in the catalog. */
  upload: async (proId: number, catalogId: number, file: File, title?: string, category?: string | null) => {
    const form = new FormData();
    form.append('file', file);
    const stored = await post<StoredFile>('common/upload/file', form, { params: { proId } });
    return post<DocumentItem>('document/add', {
      catalogId,
      fileId: stored.id,
      ...(title ? { title } : {}),
      ...(category ? { category } : {}),
    });
  },
  update: (body: { id: number; title?: string; catalogId?: number }) =>
    post<DocumentItem>('document/update', body),
  remove: (id: number) => post('document/remove', { id }),
  restore: (id: number) => post('document/recycle/restore', { id }),
  purge: (id: number) => post('document/recycle/purge', { id }),
  download: (id: number) => download({ url: 'document/download', params: { id } }),
};
