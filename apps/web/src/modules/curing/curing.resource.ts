import { type CuringRoomItem, number2DecimalsSchema } from '@zhuji/shared';
import type { ResourceConfig } from '../../kit/resource/resource-config';

/** Standard curing rooms (标准养护室) of a sub-project: the server kit's `curing/room`. */
export const curingRoomResource: ResourceConfig<CuringRoomItem> = {
  name: 'curingRoom',
  api: 'curing/room',
  title: 'curing.title',
  keywordPlaceholder: 'curing.keyword',
  sections: [
    { key: 'basic', title: 'curing.sectionBasic' },
    { key: 'limits', title: 'curing.sectionLimits' },
    { key: 'record', title: 'curing.sectionRecord' },
  ],
  fields: [
    {
      key: 'name',
      label: 'curing.name',
      type: 'text',
      column: { sortable: true, width: 180 },
      form: { required: true, maxLength: 50 },
    },
    {
      key: 'location',
      label: 'curing.location',
      type: 'text',
      column: { sortable: true, hideOnMobile: true },
      form: { maxLength: 100 },
    },
    {
      key: 'tempMin',
      label: 'curing.tempMin',
      type: 'decimal',
      unit: 'curing.unit.celsius',
      section: 'limits',
      decimals: { min: 0, max: 2 },
      column: { width: 110, hideOnMobile: true },
      form: { help: 'curing.limitsHelp', rules: (r) => [r.schema(number2DecimalsSchema)] },
    },
    {
      key: 'tempMax',
      label: 'curing.tempMax',
      type: 'decimal',
      unit: 'curing.unit.celsius',
      section: 'limits',
      decimals: { min: 0, max: 2 },
      column: { width: 110, hideOnMobile: true },
      form: { rules: (r) => [r.schema(number2DecimalsSchema)] },
    },
    {
      key: 'humidityMin',
      label: 'curing.humidityMin',
      type: 'decimal',
      unit: 'curing.unit.rh',
      section: 'limits',
      decimals: { min: 0, max: 2 },
      column: { width: 110, hideOnMobile: true },
      form: { rules: (r) => [r.schema(number2DecimalsSchema)] },
    },
    {
      key: 'toleranceMinutes',
      label: 'curing.toleranceMinutes',
      type: 'integer',
      unit: 'curing.unit.minute',
      section: 'limits',
      column: { sortable: true, width: 130, hideOnMobile: true },
      form: { help: 'curing.toleranceHelp', min: 1, max: 1440 },
    },
    { key: 'deviceKeyHint', label: 'curing.deviceKeyHint', type: 'text', section: 'record' },
    { key: 'createdAt', label: 'curing.createdAt', type: 'datetime', section: 'record' },
    { key: 'updatedAt', label: 'curing.updatedAt', type: 'datetime', section: 'record' },
  ],
};
