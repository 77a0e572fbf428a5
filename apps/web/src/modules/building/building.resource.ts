import {
  type BuildingItem,
  buildHeightSchema,
  buildNumberSchema,
  cellAreaSchema,
  cellFloorSchema,
} from '@zhuji/shared';
import type { EnumOption, ResourceConfig } from '../../kit/resource/resource-config';

/** Structure types as stored (the seed and imports write these texts), labelled per language. */
export const STRUCTURE_TYPES: readonly EnumOption[] = [
  { value: '框架结构', label: 'building.structure.frame' },
  { value: '剪力墙结构', label: 'building.structure.shearWall' },
  { value: '框架-剪力墙结构', label: 'building.structure.frameShearWall' },
  { value: '砌体结构', label: 'building.structure.masonry' },
];

/** Buildings and layers (楼栋) of a sub-project: the server kit's `project/architecture`. */
export const buildingResource: ResourceConfig<BuildingItem> = {
  name: 'building',
  api: 'project/architecture',
  title: 'building.title',
  keywordPlaceholder: 'building.keyword',
  sections: [
    { key: 'basic', title: 'building.sectionBasic' },
    { key: 'record', title: 'building.sectionRecord' },
  ],
  filters: [
    {
      param: 'structureType',
      label: 'building.structureType',
      kind: 'enum',
      options: STRUCTURE_TYPES,
    },
    { param: 'floorsAboveMin', label: 'building.floorsAboveMin', kind: 'integer' },
  ],
  fields: [
    {
      key: 'buildNumber',
      label: 'building.buildNumber',
      type: 'text',
      column: { sortable: true, width: 120 },
      form: {
        required: true,
        createOnly: true,
        maxLength: 20,
        help: 'building.buildNumberHelp',
        rules: (r) => [r.schema(buildNumberSchema)],
      },
    },
    {
      key: 'name',
      label: 'building.name',
      type: 'text',
      column: { sortable: true },
      form: { maxLength: 50 },
    },
    {
      key: 'structureType',
      label: 'building.structureType',
      type: 'enum',
      options: STRUCTURE_TYPES,
      column: { hideOnMobile: true },
      form: {},
    },
    {
      key: 'floorsAbove',
      label: 'building.floorsAbove',
      type: 'integer',
      unit: 'units.floor',
      column: { sortable: true, width: 110 },
      form: { required: true, min: 0, max: 300 },
    },
    {
      key: 'floorsBelow',
      label: 'building.floorsBelow',
      type: 'integer',
      unit: 'units.floor',
      column: { sortable: true, width: 110, hideOnMobile: true },
      form: { min: 0, max: 20 },
    },
    {
      key: 'cellFloor',
      label: 'building.cellFloor',
      type: 'decimal',
      unit: 'units.metre',
      column: { hideOnMobile: true },
      form: { rules: (r) => [r.schema(cellFloorSchema)] },
    },
    {
      key: 'cellArea',
      label: 'building.cellArea',
      type: 'decimal',
      unit: 'units.squareMetre',
      column: { hideOnMobile: true },
      form: { rules: (r) => [r.schema(cellAreaSchema)] },
    },
    {
      key: 'buildHeight',
      label: 'building.buildHeight',
      type: 'decimal',
      unit: 'units.metre',
      column: { sortable: true, hideOnMobile: true },
      form: { rules: (r) => [r.schema(buildHeightSchema)] },
    },
    { key: 'createdAt', label: 'building.createdAt', type: 'datetime', section: 'record' },
    { key: 'updatedAt', label: 'building.updatedAt', type: 'datetime', section: 'record' },
  ],
};
