import { type MaterialPricePlanItem, quoteUnitPriceSchema } from '@zhuji/shared';
import type { ResourceConfig } from '../../kit/resource/resource-config';

/** 价格计划 (the server kit's `material/pricePlan`): planned unit prices per material and period. */
export const materialPricePlanResource: ResourceConfig<MaterialPricePlanItem> = {
  name: 'materialPricePlan',
  api: 'material/pricePlan',
  title: 'materialLedger.price.title',
  keywordPlaceholder: 'materialLedger.price.keyword',
  formColumns: 2,
  fields: [
    {
      key: 'material',
      label: 'materialLedger.price.material',
      type: 'text',
      column: { sortable: true },
      form: { required: true, maxLength: 50, placeholder: 'materialLedger.price.materialPlaceholder' },
    },
    {
      key: 'specification',
      label: 'materialLedger.field.specification',
      type: 'text',
      column: {},
      form: { maxLength: 100, placeholder: 'materialLedger.price.specPlaceholder' },
    },
    {
      key: 'unit',
      label: 'materialLedger.field.unit',
      type: 'text',
      column: { width: 80 },
      form: { required: true, maxLength: 10, placeholder: 'materialLedger.price.unitPlaceholder' },
    },
    {
      key: 'plannedPrice',
      label: 'materialLedger.price.plannedPrice',
      type: 'decimal',
      column: { sortable: true, width: 130 },
      form: { required: true, rules: (r) => [r.schema(quoteUnitPriceSchema)] },
    },
    {
      key: 'validFrom',
      label: 'materialLedger.price.validFrom',
      type: 'date',
      column: { sortable: true, width: 120 },
      form: { required: true },
    },
    {
      key: 'validTo',
      label: 'materialLedger.price.validTo',
      type: 'date',
      column: { width: 120 },
      form: { required: true },
    },
    {
      key: 'remark',
      label: 'materialLedger.field.remark',
      type: 'text',
      column: { hideOnMobile: true },
      form: { maxLength: 500 },
    },
  ],
};
