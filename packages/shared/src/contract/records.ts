import { z } from 'zod';
import { PAGINATION } from '../constants';
import { defineCall } from './call';
import { pageQuerySchema, pageSchema } from './pagination';

// Project records read on the 项目台账 page (docs/domains/records.md): goods bought, the geotechnical boreholes and
// their strata, the pile data of a sub-project and the project's people by company (department).

const proId = z.coerce.number().int().positive();
const int = z.number().int();

/** GET /api/project/goods/list?projectName=&pageSize=&pageNum= — goods of the caller's projects. */
export const goodsListQuerySchema = z.object({
  projectName: z.string().trim().max(50).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGINATION.PAGE_SIZES as readonly number[]).includes(n), {
      message: `每页条数只能是 ${PAGINATION.PAGE_SIZES.join('、')}`,
    })
    .default(PAGINATION.LIMIT),
});
export const goodsItemSchema = z.object({
  id: int,
  projectId: int,
  projectName: z.string(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  /** Decimal strings. */
  quantity: z.string(),
  unitPrice: z.string().nullable(),
  /** quantity × unit price (yuan), two decimals; null without a price. */
  amount: z.string().nullable(),
  supplier: z.string(),
  arrivedOn: z.string(),
});
export type GoodsItem = z.infer<typeof goodsItemSchema>;
export const goodsPageSchema = z.object({
  total: int.nonnegative(),
  pageNum: int.min(1),
  pageSize: int.min(1),
  list: z.array(goodsItemSchema),
});
export type GoodsPage = z.infer<typeof goodsPageSchema>;

/** GET /api/project/geo/list?proId=&page=&limit= — the boreholes of the project's investigation. */
export const geoListQuerySchema = pageQuerySchema.extend({ proId });
export const GEO_HOLE_KINDS = ['SAMPLING', 'IDENTIFICATION'] as const;
export const geoBoreholeSchema = z.object({
  id: int,
  projectId: int,
  holeNo: z.string(),
  kind: z.enum(GEO_HOLE_KINDS),
  x: z.string(),
  y: z.string(),
  elevation: z.string(),
  depth: z.string(),
  waterDepth: z.string().nullable(),
  drilledOn: z.string(),
  strataCount: int,
  /** The deepest stratum met: the bearing layer of the piles in most reports. */
  bottomLayer: z.string().nullable(),
});
export type GeoBorehole = z.infer<typeof geoBoreholeSchema>;
export const geoPageSchema = pageSchema(geoBoreholeSchema);

/** GET /api/project/geo/detail/list?id= — the strata of one borehole, top to bottom. */
export const geoDetailQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const geoStratumSchema = z.object({
  id: int,
  seq: int,
  layerNo: z.string(),
  name: z.string(),
  topDepth: z.string(),
  bottomDepth: z.string(),
  thickness: z.string(),
  /** Elevation of the layer's bottom (hole mouth minus depth), m. */
  bottomElevation: z.string(),
  description: z.string(),
  bearingKpa: int.nullable(),
  shaftFrictionKpa: int.nullable(),
  endResistanceKpa: int.nullable(),
});
export type GeoStratum = z.infer<typeof geoStratumSchema>;
export const geoDetailSchema = z.object({ borehole: geoBoreholeSchema, strata: z.array(geoStratumSchema) });
export type GeoDetail = z.infer<typeof geoDetailSchema>;

/** GET /api/project/pile/data/list?proId=&page=&limit=&keyword=&status= — the piles with their data. */
export const pileDataQuerySchema = pageQuerySchema.extend({
  proId,
  keyword: z.string().trim().max(30).optional(),
  status: z.enum(['notStarted', 'inConstruction', 'recorded', 'confirmed', 'accepted']).optional(),
});
export const pileDataItemSchema = z.object({
  id: int,
  pileNo: z.string(),
  groupName: z.string(),
  pileType: z.string(),
  diameterMm: z.string(),
  designLength: z.string().nullable(),
  status: z.string(),
  fillingCoefficient: z.string().nullable(),
  abnormal: z.boolean(),
  finishedAt: z.string().nullable(),
});
export type PileDataItem = z.infer<typeof pileDataItemSchema>;
export const pileDataPageSchema = pageSchema(pileDataItemSchema);

/** GET /api/project/role/usersByDept?proId= — the project's people grouped by company (department). */
export const usersByDeptQuerySchema = z.object({ proId });
export const usersByDeptSchema = z.array(
  z.object({
    companyId: int,
    companyName: z.string(),
    compType: int,
    users: z.array(
      z.object({ userId: int, name: z.string(), phone: z.string().nullable(), roles: z.array(z.string()) }),
    ),
  }),
);
export type UsersByDept = z.infer<typeof usersByDeptSchema>;

/** The project ledger calls (apps/server/src/modules/records). */
export const recordsCalls = {
  goodsList: defineCall({
    method: 'GET',
    path: 'project/goods/list',
    query: goodsListQuerySchema,
    response: goodsPageSchema,
  }),
  geoList: defineCall({
    method: 'GET',
    path: 'project/geo/list',
    query: geoListQuerySchema,
    response: geoPageSchema,
  }),
  geoDetailList: defineCall({
    method: 'GET',
    path: 'project/geo/detail/list',
    query: geoDetailQuerySchema,
    response: geoDetailSchema,
  }),
  pileDataList: defineCall({
    method: 'GET',
    path: 'project/pile/data/list',
    query: pileDataQuerySchema,
    response: pileDataPageSchema,
  }),
  roleUsersByDept: defineCall({
    method: 'GET',
    path: 'project/role/usersByDept',
    query: usersByDeptQuerySchema,
    response: usersByDeptSchema,
  }),
};
