import type { Language } from '@zhuji/shared';
import type { LocalizedText } from '../../platform/kit/messages';

export const CURING_ROOM_TITLE: LocalizedText = {
  zh: '标准养护室',
  en: 'Standard curing rooms',
  es: 'Cámaras de curado estándar',
};

/** Column headers of the list, the export and the import template. */
export const CURING_ROOM_LABELS = {
  name: { zh: '养护室名称', en: 'Room', es: 'Cámara' },
  location: { zh: '位置', en: 'Location', es: 'Ubicación' },
  tempMin: { zh: '温度下限(℃)', en: 'Min. temperature (°C)', es: 'Temperatura mín. (°C)' },
  tempMax: { zh: '温度上限(℃)', en: 'Max. temperature (°C)', es: 'Temperatura máx. (°C)' },
  humidityMin: { zh: '湿度下限(%RH)', en: 'Min. humidity (%RH)', es: 'Humedad mín. (%HR)' },
  toleranceMinutes: {
    zh: '允许超限时长(分钟)',
    en: 'Tolerated time out of range (min)',
    es: 'Tiempo tolerado fuera de rango (min)',
  },
  createdAt: { zh: '创建时间', en: 'Created', es: 'Creado' },
} as const satisfies Record<string, LocalizedText>;

const messages = {
  tempOrder: {
    zh: '温度下限须低于温度上限',
    en: 'The minimum temperature must be below the maximum',
    es: 'La temperatura mínima debe ser inferior a la máxima',
  },
  tempRange: {
    zh: '温度须在 -40 ~ 80 ℃ 之间',
    en: 'The temperature must be between -40 and 80 °C',
    es: 'La temperatura debe estar entre -40 y 80 °C',
  },
  humidityRange: {
    zh: '湿度下限须在 0 ~ 100 %RH 之间',
    en: 'The minimum humidity must be between 0 and 100 %RH',
    es: 'La humedad mínima debe estar entre 0 y 100 %HR',
  },
  keyMissing: {
    zh: '设备密钥无效或已吊销',
    en: 'The device key is invalid or has been revoked',
    es: 'La clave del dispositivo no es válida o ha sido revocada',
  },
  keyOtherRoom: {
    zh: '该设备密钥不属于此养护室',
    en: 'This device key does not belong to this curing room',
    es: 'Esta clave de dispositivo no pertenece a esta cámara de curado',
  },
  roomNotFound: {
    zh: '养护室不存在',
    en: 'The curing room does not exist',
    es: 'La cámara de curado no existe',
  },
  roomInUse: {
    zh: '养护室已有读数或试块记录，不能删除',
    en: 'The room has readings or specimen records and cannot be removed',
    es: 'La cámara tiene lecturas o registros de probetas y no se puede eliminar',
  },
  specimenNotFound: {
    zh: '试块组不存在或不是标准养护试块：{ids}',
    en: 'These groups do not exist or are not standard-cured: {ids}',
    es: 'Estos grupos no existen o no son de curado estándar: {ids}',
  },
  specimenInRoom: {
    zh: '试块 {sampleNos} 已在养护室中，请先出室',
    en: 'Groups {sampleNos} are already in a curing room; move them out first',
    es: 'Los grupos {sampleNos} ya están en una cámara de curado; sáquelos primero',
  },
  stayNotFound: {
    zh: '所选试块不在此养护室或已出室',
    en: 'The chosen groups are not in this room or have already left it',
    es: 'Los grupos elegidos no están en esta cámara o ya han salido',
  },
  outBeforeIn: {
    zh: '出室时间不能早于入室时间',
    en: 'The time out cannot be before the time in',
    es: 'La hora de salida no puede ser anterior a la de entrada',
  },
  futureTime: {
    zh: '时间不能晚于当前时间',
    en: 'The time cannot be in the future',
    es: 'La hora no puede ser futura',
  },
  excursionTitle: {
    zh: '{room}温湿度超限 {minutes} 分钟',
    en: '{room} out of range for {minutes} min',
    es: '{room} fuera de rango durante {minutes} min',
  },
  excursionDetail: {
    zh: '{from} 起{state}；温度 {tMin}~{tMax} ℃，最低湿度 {rh} %RH（限值 {limits}）',
    en: 'From {from}, {state}; temperature {tMin}–{tMax} °C, lowest humidity {rh} %RH (limits {limits})',
    es: 'Desde {from}, {state}; temperatura {tMin}–{tMax} °C, humedad mínima {rh} %HR (límites {limits})',
  },
  stillOut: { zh: '仍未恢复', en: 'still out of range', es: 'aún fuera de rango' },
  backAt: { zh: '{to} 恢复', en: 'back in range at {to}', es: 'de nuevo en rango a las {to}' },
  noSpecimens: { zh: '期间无试块在室', en: 'no groups in the room', es: 'ningún grupo en la cámara' },
} as const satisfies Record<string, LocalizedText>;

export type CuringMessageKey = keyof typeof messages;

export function curingMessage(
  key: CuringMessageKey,
  lang: Language,
  vars: Record<string, string | number> = {},
) {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
