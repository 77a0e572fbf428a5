import { buildingContract } from '@zhuji/shared';
import { defineResource } from '../../platform/kit/define-resource';
import { BUILDING_TITLE, BUILDING_LABELS as L } from './building.messages';
import { building } from './building.table';

const STRUCTURES = ['框架结构', '剪力墙结构', '框架-剪力墙结构', '砌体结构'];

/** Buildings of a sub-project (architecture list, docs/domains/building.md): the kit's worked example. */
export const buildingRoutes = defineResource({
  name: 'building',
  prefix: 'project/architecture',
  title: BUILDING_TITLE,
  table: building,
  menu: 'ProjectBuilding',
  projectScoped: true,
  contract: buildingContract,
  fields: {
    buildNumber: { column: building.buildNumber, type: 'text', label: L.buildNumber, search: true },
    name: { column: building.name, type: 'text', label: L.name, search: true },
    floorsAbove: { column: building.floorsAbove, type: 'integer', label: L.floorsAbove },
    floorsBelow: { column: building.floorsBelow, type: 'integer', label: L.floorsBelow },
    cellFloor: { column: building.cellFloor, type: 'decimal', label: L.cellFloor },
    cellArea: { column: building.cellArea, type: 'decimal', label: L.cellArea },
    buildHeight: { column: building.buildHeight, type: 'decimal', label: L.buildHeight },
    structureType: { column: building.structureType, type: 'text', label: L.structureType },
    createdAt: { column: building.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: {
    structureType: { field: 'structureType', op: 'eq' },
    floorsAboveMin: { field: 'floorsAbove', op: 'gte' },
    floorsAboveMax: { field: 'floorsAbove', op: 'lte' },
  },
  defaultSort: { field: 'buildNumber', order: 'asc' },
  exportColumns: [
    'buildNumber',
    'name',
    'floorsAbove',
    'floorsBelow',
    'cellFloor',
    'cellArea',
    'buildHeight',
    'structureType',
    'createdAt',
  ],
  naturalKey: ['buildNumber'],
  example: (n) => ({
    buildNumber: `${n}#楼`,
    name: `${n}#住宅楼`,
    floorsAbove: 18 + (n % 15),
    floorsBelow: 1 + (n % 2),
    cellFloor: '2.90',
    cellArea: `${(5200 + n * 10).toFixed(2)}`,
    buildHeight: `${((18 + (n % 15)) * 2.9 + 1.2).toFixed(2)}`,
    structureType: STRUCTURES[n % STRUCTURES.length],
  }),
});
