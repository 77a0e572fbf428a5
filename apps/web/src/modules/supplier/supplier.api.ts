import type {
  EnquiryCreate,
  EnquiryDetail,
  EnquiryItem,
  EnquiryStatus,
  MaterialCategory,
  Page,
  QuoteSubmit,
  SupplierItem,
  SupplierOwnProfile,
  SupplierProfileSave,
} from '@zhuji/shared';
import { get, post } from '../../api/request';

export interface SupplierQuery {
  proId: number;
  page: number;
  limit: number;
  keyword?: string;
  category?: MaterialCategory;
  region?: string;
}
export interface EnquiryQuery {
  /** Left out for a supplier: it sees what is addressed to it on every project. */
  proId?: number;
  page: number;
  limit: number;
  status?: EnquiryStatus;
  keyword?: string;
}

/** The calls of 供应商查询 and 询价管理. */
export const supplierApi = {
  suppliers: (q: SupplierQuery) => get<Page<SupplierItem>>('material/supplier/list', { ...q }),
  ownProfile: () => get<SupplierOwnProfile>('material/supplier/profile'),
  saveProfile: (body: SupplierProfileSave) => post<SupplierOwnProfile>('material/supplier/profile', body),
  enquiries: (q: EnquiryQuery) => get<Page<EnquiryItem>>('material/enquiry/list', { ...q }),
  enquiry: (id: number) => get<EnquiryDetail>('material/enquiry/detail', { id }),
  addEnquiry: (body: EnquiryCreate) => post<EnquiryDetail>('material/enquiry/add', body),
  quote: (body: QuoteSubmit) => post<EnquiryDetail>('material/enquiry/quote', body),
  accept: (id: number, quoteId: number) => post<EnquiryDetail>('material/enquiry/accept', { id, quoteId }),
  cancel: (id: number) => post<EnquiryDetail>('material/enquiry/cancel', { id }),
};

export const supplierKeys = {
  all: ['supplier'] as const,
  suppliers: (q: SupplierQuery) => ['supplier', 'list', q] as const,
  profile: ['supplier', 'profile'] as const,
  enquiries: ['supplier', 'enquiry'] as const,
  enquiryList: (q: EnquiryQuery) => ['supplier', 'enquiry', 'list', q] as const,
  enquiry: (id: number) => ['supplier', 'enquiry', 'detail', id] as const,
};
