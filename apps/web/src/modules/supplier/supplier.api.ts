import { type CallBody, type CallQuery, supplierCalls } from '@zhuji/shared';
import { call } from '../../api/call';

export type SupplierQuery = CallQuery<typeof supplierCalls.supplierList>;
/** `proId` is left out for a supplier: it sees what is addressed to it on every project. */
export type EnquiryQuery = CallQuery<typeof supplierCalls.enquiryList>;

/** The calls of 供应商查询 and 询价管理 (declared in @zhuji/shared supplierCalls). */
export const supplierApi = {
  suppliers: (query: SupplierQuery) => call(supplierCalls.supplierList, { query }),
  ownProfile: () => call(supplierCalls.supplierProfile),
  saveProfile: (body: CallBody<typeof supplierCalls.saveSupplierProfile>) =>
    call(supplierCalls.saveSupplierProfile, { body }),
  enquiries: (query: EnquiryQuery) => call(supplierCalls.enquiryList, { query }),
  enquiry: (id: number) => call(supplierCalls.enquiryDetail, { query: { id } }),
  addEnquiry: (body: CallBody<typeof supplierCalls.enquiryAdd>) => call(supplierCalls.enquiryAdd, { body }),
  quote: (body: CallBody<typeof supplierCalls.enquiryQuote>) => call(supplierCalls.enquiryQuote, { body }),
  accept: (id: number, quoteId: number) => call(supplierCalls.enquiryAccept, { body: { id, quoteId } }),
  cancel: (id: number) => call(supplierCalls.enquiryCancel, { body: { id } }),
};

export const supplierKeys = {
  all: ['supplier'] as const,
  suppliers: (q: SupplierQuery) => ['supplier', 'list', q] as const,
  /** 供应商查询's lists in a project (useResourceList appends the params). */
  lists: (proId: number) => ['supplier', 'list', 'search', proId] as const,
  profile: ['supplier', 'profile'] as const,
  enquiries: ['supplier', 'enquiry'] as const,
  /** 询价管理's lists (useResourceList appends the params); 0: a supplier's, across projects. */
  enquiryLists: (proId: number) => ['supplier', 'enquiry', 'list', proId] as const,
  enquiry: (id: number) => ['supplier', 'enquiry', 'detail', id] as const,
};
