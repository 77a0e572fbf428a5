import { z } from 'zod';
import { defineCall } from './call';
import { kitIdQuerySchema, kitProjectQuerySchema } from './kit';
import {
  chlorideCheckQuerySchema,
  chlorideCheckResultSchema,
  concreteCheckSchema,
  concreteItemSchema,
  concreteListQuerySchema,
  concretePageSchema,
  concretePileEntrySchema,
  concretePileQuerySchema,
  deleteQuerySchema,
  foundationReportPageSchema,
  foundationReportQuerySchema,
  type JOINT_CATEGORIES,
  jointListQuerySchema,
  jointLotItemSchema,
  jointPageSchema,
  listByNumbersSchema,
  pileMaterialSchema,
  rebarBatchDetailSchema,
  rebarBatchItemSchema,
  rebarBatchSaveSchema,
  rebarListQuerySchema,
  rebarOptionSchema,
  rebarPageSchema,
  rebarPileOptionSchema,
  rebarStatisticsSchema,
  rebarTestSaveSchema,
  registrationApplySchema,
  registrationDetailSchema,
  registrationListQuerySchema,
  registrationPageSchema,
  registrationSaveSchema,
  removeBySspIdResultSchema,
  removeBySspIdSchema,
  removeSchema,
  reportDetailQCQuerySchema,
  reportDetailQCSchema,
  scannedBatchSchema,
  scannedJointLotSchema,
  sleeveLotSaveSchema,
  weldLotSaveSchema,
} from './material-inspection';
import { labelsPdfQuerySchema, scanQuerySchema } from './specimen-chain';
import { workbookImportCalls } from './workbook-import';

/** The calls of one joint category (welding or sleeve): the same five calls under its own path. */
const jointCalls = <S extends typeof weldLotSaveSchema | typeof sleeveLotSaveSchema>(
  category: (typeof JOINT_CATEGORIES)[number],
  save: S,
) => ({
  list: defineCall({
    method: 'GET',
    path: `inspection/${category}/list`,
    query: jointListQuerySchema,
    response: jointPageSchema,
  }),
  detail: defineCall({
    method: 'GET',
    path: `inspection/${category}/detail`,
    query: kitIdQuerySchema,
    response: jointLotItemSchema,
  }),
  add: defineCall({
    method: 'POST',
    path: `inspection/${category}/add`,
    body: save,
    response: jointLotItemSchema,
  }),
  update: defineCall({
    method: 'POST',
    path: `inspection/${category}/update`,
    body: save,
    response: jointLotItemSchema,
  }),
  delete: defineCall({
    method: 'GET',
    path: `inspection/${category}/delete`,
    query: deleteQuerySchema,
    response: z.number(),
  }),
});

/** The material inspection calls (apps/server/src/modules/material-inspection). */
export const materialCalls = {
  // ---- options ----
  option: defineCall({ method: 'GET', path: 'inspection/rebar/option', response: rebarOptionSchema }),
  chlorideCheck: defineCall({
    method: 'GET',
    path: 'inspection/rebar/chlorideCheck',
    query: chlorideCheckQuerySchema,
    response: chlorideCheckResultSchema,
  }),
  manufacturers: defineCall({
    method: 'GET',
    path: 'inspection/rebar/manufacturer',
    query: kitProjectQuerySchema,
    response: z.array(z.string()),
  }),
  statistics: defineCall({
    method: 'GET',
    path: 'inspection/rebar/statisticsDetail',
    query: kitProjectQuerySchema,
    response: rebarStatisticsSchema,
  }),
  piles: defineCall({
    method: 'GET',
    path: 'inspection/rebar/pileOptions',
    query: kitProjectQuerySchema,
    response: z.array(rebarPileOptionSchema),
  }),

  // ---- rebar batches ----
  batches: defineCall({
    method: 'GET',
    path: 'inspection/rebar/list',
    query: rebarListQuerySchema,
    response: rebarPageSchema,
  }),
  batch: defineCall({
    method: 'GET',
    path: 'inspection/rebar/detail',
    query: kitIdQuerySchema,
    response: rebarBatchDetailSchema,
  }),
  registrationBatch: defineCall({
    method: 'GET',
    path: 'registration/rebar/detail',
    query: kitIdQuerySchema,
    response: rebarBatchDetailSchema,
  }),
  /** The batches' QR label sheet (docs/domains/witness.md "Labelled specimens"), as the test blocks'. */
  batchLabelsPdf: defineCall({
    method: 'GET',
    path: 'inspection/rebar/labelsPdf',
    query: labelsPdfQuerySchema,
    response: 'file',
  }),
  /** What a scanned CL- label opens: the batch, for a member who may see its detail (404 otherwise). */
  batchScan: defineCall({
    method: 'GET',
    path: 'inspection/rebar/scan',
    query: scanQuerySchema,
    response: scannedBatchSchema,
  }),
  addBatch: defineCall({
    method: 'POST',
    path: 'inspection/rebar/add',
    body: rebarBatchSaveSchema,
    response: rebarBatchDetailSchema,
  }),
  updateBatch: defineCall({
    method: 'POST',
    path: 'inspection/rebar/update',
    body: rebarBatchSaveSchema,
    response: rebarBatchDetailSchema,
  }),
  registrationAddBatch: defineCall({
    method: 'POST',
    path: 'registration/rebar/add',
    body: rebarBatchSaveSchema,
    response: rebarBatchDetailSchema,
  }),
  registrationUpdateBatch: defineCall({
    method: 'POST',
    path: 'registration/rebar/update',
    body: rebarBatchSaveSchema,
    response: rebarBatchDetailSchema,
  }),
  test: defineCall({
    method: 'POST',
    path: 'inspection/rebar/test',
    body: rebarTestSaveSchema,
    response: rebarBatchDetailSchema,
  }),
  listByNumbers: defineCall({
    method: 'POST',
    path: 'inspection/rebar/listByNumbers',
    body: listByNumbersSchema,
    response: z.array(rebarBatchItemSchema),
  }),
  removeBatches: defineCall({
    method: 'POST',
    path: 'inspection/rebar/remove',
    body: removeSchema,
    response: z.number(),
  }),
  removeBySspId: defineCall({
    method: 'POST',
    path: 'inspection/rebar/removeBySspId',
    body: removeBySspIdSchema,
    response: removeBySspIdResultSchema,
  }),

  // ---- concrete ----
  concrete: defineCall({
    method: 'GET',
    path: 'inspection/rebar/concreteList',
    query: concreteListQuerySchema,
    response: concretePageSchema,
  }),
  concretePile: defineCall({
    method: 'GET',
    path: 'inspection/rebar/concretePile',
    query: concretePileQuerySchema,
    response: z.array(concreteItemSchema),
  }),
  concreteCheck: defineCall({
    method: 'POST',
    path: 'inspection/rebar/concreteCheck',
    body: concreteCheckSchema,
    response: concreteItemSchema,
  }),

  // ---- welding and sleeve ----
  welding: jointCalls('welding', weldLotSaveSchema),
  sleeve: jointCalls('sleeve', sleeveLotSaveSchema),
  /** The lots' QR label sheet, either category (docs/domains/witness.md "Labelled specimens"). */
  jointLabelsPdf: defineCall({
    method: 'GET',
    path: 'inspection/joint/labelsPdf',
    query: labelsPdfQuerySchema,
    response: 'file',
  }),
  /** What a scanned JT- label opens: the lot, for a member who may see its detail (404 otherwise). */
  jointScan: defineCall({
    method: 'GET',
    path: 'inspection/joint/scan',
    query: scanQuerySchema,
    response: scannedJointLotSchema,
  }),

  // ---- registrations ----
  registrations: defineCall({
    method: 'GET',
    path: 'registration/list',
    query: registrationListQuerySchema,
    response: registrationPageSchema,
  }),
  addRegistration: defineCall({
    method: 'POST',
    path: 'registration/add',
    body: registrationSaveSchema,
    response: registrationDetailSchema,
  }),
  updateRegistration: defineCall({
    method: 'POST',
    path: 'registration/update',
    body: registrationSaveSchema,
    response: registrationDetailSchema,
  }),
  apply: defineCall({
    method: 'POST',
    path: 'registration/apply',
    body: registrationApplySchema,
    response: registrationDetailSchema,
  }),
  registration: defineCall({
    method: 'GET',
    path: 'registration/detail',
    query: kitIdQuerySchema,
    response: registrationDetailSchema,
  }),
  /** The big workbook import of concrete arrivals (display, import, template, import/errors). */
  concreteImport: workbookImportCalls('registration/concrete'),
  concretePileList: defineCall({
    method: 'GET',
    path: 'registration/concrete/pileList',
    query: kitProjectQuerySchema,
    response: z.array(concretePileEntrySchema),
  }),
  byPile: defineCall({
    method: 'GET',
    path: 'inspection/getByPile',
    query: concretePileQuerySchema,
    response: pileMaterialSchema,
  }),
  foundationReports: defineCall({
    method: 'POST',
    path: 'foundation/report/list',
    body: foundationReportQuerySchema,
    response: foundationReportPageSchema,
  }),
  reports: defineCall({
    method: 'POST',
    path: 'materialReceipt/getReportDetailQC',
    body: reportDetailQCQuerySchema,
    response: reportDetailQCSchema,
  }),
};
