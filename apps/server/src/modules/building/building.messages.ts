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
