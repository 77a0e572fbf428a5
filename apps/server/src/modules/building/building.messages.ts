import type { LocalizedText } from '../../platform/kit/messages';

export const BUILDING_TITLE: LocalizedText = { zh: '楼栋', en: 'Buildings', es: 'Edificios' };

/** Column headers of the list, the export and the import template. */
export const BUILDING_LABELS = {
  buildNumber: { zh: '楼栋号', en: 'Building No.', es: 'N.º de edificio' },
  name: { zh: '楼栋名称', en: 'Name', es: 'Nombre' },
  floorsAbove: { zh: '地上层数', en: 'Floors above ground', es: 'Plantas sobre rasante' },
  floorsBelow: { zh: '地下层数', en: 'Floors below ground', es: 'Plantas bajo rasante' },
  cellFloor: { zh: '标准层高(m)', en: 'Storey height (m)', es: 'Altura de planta (m)' },
  cellArea: { zh: '单体面积(㎡)', en: 'Floor area (m²)', es: 'Superficie (m²)' },
  buildHeight: { zh: '建筑高度(m)', en: 'Building height (m)', es: 'Altura del edificio (m)' },
  structureType: { zh: '结构类型', en: 'Structure type', es: 'Tipo de estructura' },
  createdAt: { zh: '创建时间', en: 'Created', es: 'Creado' },
} as const satisfies Record<string, LocalizedText>;

export const BUILDING_PART_TITLE: LocalizedText = {
  zh: '主体部位',
  en: 'Main-structure parts',
  es: 'Elementos estructurales',
};

export const BUILDING_PART_LABELS = {
  buildingId: { zh: '楼栋ID', en: 'Building ID', es: 'ID de edificio' },
  buildNumber: { zh: '楼栋号', en: 'Building No.', es: 'N.º de edificio' },
  layer: { zh: '楼层', en: 'Floor', es: 'Planta' },
  part: { zh: '部位', en: 'Part', es: 'Elemento' },
  concreteGrade: { zh: '混凝土强度等级', en: 'Concrete grade', es: 'Clase de hormigón' },
  createdAt: { zh: '创建时间', en: 'Created', es: 'Creado' },
} as const satisfies Record<string, LocalizedText>;

/** Refusals of the main-part setting, in the caller's language. */
export const BUILDING_PART_MESSAGES = {
  noBuilding: {
    zh: '本项目没有楼栋号为“{buildNumber}”的楼栋，请先在楼栋管理中添加',
    en: 'This project has no building numbered "{buildNumber}"; add it under Buildings first',
    es: 'Este proyecto no tiene ningún edificio con el número «{buildNumber}»; añádalo primero en Edificios',
  },
  layerOutside: {
    zh: '楼层超出该楼栋的层数（地上 {above} 层，地下 {below} 层）',
    en: 'The floor is outside the building (floors above ground {above}, below ground {below})',
    es: 'La planta está fuera del edificio ({above} sobre rasante, {below} bajo rasante)',
  },
} as const satisfies Record<string, LocalizedText>;
