import { type Language, supplierCalls } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertAction, onProject } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import { ENQUIRY_MENU, SUPPLIER_MENU } from './supplier.messages';
import {
  acceptQuote,
  addEnquiry,
  cancelEnquiry,
  enquiryDetail,
  enquiryGuard,
  enquiryProject,
  listEnquiries,
  listSuppliers,
  ownProfile,
  saveProfile,
  submitQuote,
} from './supplier.service';

const tags = ['material-supplier'];
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });
const supplierGuard = (
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  action: 'list' | 'detail' | 'add' | 'update' | 'remove' | 'export' | 'import',
  lang: Language,
) => assertAction(db, user, projectId, SUPPLIER_MENU, action, lang);

/** The supplier marketplace (供应商查询) and the project's enquiries and quotes (询价管理). */
export async function supplierRoutes(app: FastifyInstance) {
  const db = app.db;
  const suppliers = guardedRoutes(app, { tags, guard: supplierGuard, menu: SUPPLIER_MENU });
  const enquiries = guardedRoutes(app, { tags, guard: enquiryGuard, menu: ENQUIRY_MENU });

  suppliers.call(supplierCalls.supplierList, {
    summary: '供应商查询 (keyword, category, region; any member of the project)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listSuppliers(db, req.query),
  });
  suppliers.call(supplierCalls.supplierProfile, {
    summary: '本单位供应商资料 (supplier users only)',
    access: 'service',
    who: { kind: 'supplier', note: 'the caller’s own supplier profile' },
    answer: (req) => ownProfile(db, req.user, req.lang),
  });
  suppliers.call(supplierCalls.saveSupplierProfile, {
    summary: '保存本单位供应商资料 (supplier users only)',
    access: 'service',
    who: { kind: 'supplier', note: 'the caller’s own supplier profile' },
    answer: (req) => saveProfile(db, req.user, actor(req), req.body, req.lang),
  });

  enquiries.call(supplierCalls.enquiryList, {
    summary: '询价单列表 (a supplier sees only those addressed to it)',
    access: 'service',
    who: onProject('MaterialEnquiry', 'list', 'a supplier sees the enquiries addressed to it'),
    answer: (req) => listEnquiries(db, req.user, req.query, req.lang),
  });
  enquiries.call(supplierCalls.enquiryDetail, {
    summary: '询价单详情 (a supplier sees only its own quote)',
    access: 'service',
    who: onProject('MaterialEnquiry', 'detail', 'or a supplier it is addressed to'),
    answer: (req) => enquiryDetail(db, req.user, req.query.id, req.lang),
  });
  enquiries.call(supplierCalls.enquiryAdd, {
    summary: '发起询价 (sent to the chosen suppliers, each told by a message)',
    access: { action: 'add', project: (req) => req.body.projectId },
    answer: (req) => addEnquiry(db, actor(req), req.body, req.lang),
  });
  enquiries.call(supplierCalls.enquiryQuote, {
    summary: '供应商报价 (addressed supplier, open enquiry, through the deadline day)',
    access: 'service',
    who: { kind: 'supplier', note: 'a supplier the enquiry is addressed to' },
    answer: (req) => submitQuote(db, req.user, actor(req), req.body, req.lang),
  });
  enquiries.call(supplierCalls.enquiryAccept, {
    summary: '定标 (one quote accepted, the others 未中选; the enquiry closes)',
    access: { action: 'update', project: (req) => enquiryProject(db, req.body.id, req.lang) },
    answer: (req) => acceptQuote(db, req.user, actor(req), req.body, req.lang),
  });
  enquiries.call(supplierCalls.enquiryCancel, {
    summary: '撤销询价',
    access: { action: 'remove', project: (req) => enquiryProject(db, req.body.id, req.lang) },
    answer: (req) => cancelEnquiry(db, req.user, actor(req), req.body.id, req.lang),
  });
}
