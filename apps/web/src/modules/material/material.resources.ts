import {
  type MaterialDeliveryItem,
  type MaterialDepartureItem,
  type MaterialPlanItem,
  type MaterialReceiptItem,
  materialQuantitySchema,
  unitPriceSchema,
  vehiclePlateSchema,
} from '@zhuji/shared';
import { createElement } from 'react';
import type { EnumOption, ResourceConfig, Rules } from '../../kit/resource/resource-config';
import { DeliverySelect, PlanSelect, ReceiptPhotos, SupplierInput } from './material-inputs';

export const CATEGORIES: readonly EnumOption[] = [
  { value: 'REBAR', label: 'materialLedger.category.REBAR' },
  { value: 'READY_MIX_CONCRETE', label: 'materialLedger.category.READY_MIX_CONCRETE' },
  { value: 'CEMENT', label: 'materialLedger.category.CEMENT' },
  { value: 'AGGREGATE', label: 'materialLedger.category.AGGREGATE' },
  { value: 'PIPE_PILE', label: 'materialLedger.category.PIPE_PILE' },
  { value: 'WATERPROOF', label: 'materialLedger.category.WATERPROOF' },
  { value: 'BLOCK', label: 'materialLedger.category.BLOCK' },
  { value: 'OTHER', label: 'materialLedger.category.OTHER' },
];
export const UNITS: readonly EnumOption[] = [
  { value: 'T', label: 'materialLedger.unit.T', color: 'default' },
  { value: 'M3', label: 'materialLedger.unit.M3', color: 'default' },
  { value: 'PIECE', label: 'materialLedger.unit.PIECE', color: 'default' },
  { value: 'M2', label: 'materialLedger.unit.M2', color: 'default' },
  { value: 'BLOCK', label: 'materialLedger.unit.BLOCK', color: 'default' },
  { value: 'M', label: 'materialLedger.unit.M', color: 'default' },
];
export const PLAN_STATUSES: readonly EnumOption[] = [
  { value: 'DRAFT', label: 'materialLedger.status.DRAFT', color: 'default' },
  { value: 'SUBMITTED', label: 'materialLedger.status.SUBMITTED', color: 'processing' },
  { value: 'APPROVED', label: 'materialLedger.status.APPROVED', color: 'success' },
  { value: 'RETURNED', label: 'materialLedger.status.RETURNED', color: 'warning' },
];
export const DEVIATION_STATES: readonly EnumOption[] = [
  { value: 'WITHIN', label: 'materialLedger.deviation.WITHIN', color: 'success' },
  { value: 'OVER', label: 'materialLedger.deviation.OVER', color: 'error' },
];
export const DEPARTURE_REASONS: readonly EnumOption[] = [
  { value: 'RETURN', label: 'materialLedger.reason.RETURN', color: 'orange' },
  { value: 'TEST_FAILED', label: 'materialLedger.reason.TEST_FAILED', color: 'red' },
  { value: 'SURPLUS', label: 'materialLedger.reason.SURPLUS', color: 'blue' },
  { value: 'TRANSFER', label: 'materialLedger.reason.TRANSFER', color: 'purple' },
];

const planInput = () => createElement(PlanSelect);
const materialInput = () => createElement(PlanSelect, { withRemaining: false });
const deliveryInput = () => createElement(DeliverySelect);
const supplierInput = () => createElement(SupplierInput);
const photosInput = () => createElement(ReceiptPhotos);
const quantityRules = { rules: (r: Rules) => [r.schema(materialQuantitySchema)] };

/** 材料计划 (the server kit's `material/plan`): lines drafted, submitted and approved by the manager. */
export const materialPlanResource: ResourceConfig<MaterialPlanItem> = {
  name: 'materialPlan',
  api: 'material/plan',
  title: 'materialLedger.plan.title',
  keywordPlaceholder: 'materialLedger.plan.keyword',
  formColumns: 2,
  sections: [
    { key: 'basic', title: 'materialLedger.section.basic' },
    { key: 'review', title: 'materialLedger.section.review' },
  ],
  filters: [
    { param: 'category', label: 'materialLedger.field.category', kind: 'enum', options: CATEGORIES },
    { param: 'status', label: 'materialLedger.field.status', kind: 'enum', options: PLAN_STATUSES },
  ],
  fields: [
    {
      key: 'planNo',
      label: 'materialLedger.field.planNo',
      type: 'text',
      column: { sortable: true, width: 120 },
      form: {
        required: true,
        createOnly: true,
        maxLength: 30,
        placeholder: 'materialLedger.plan.planNoPlaceholder',
      },
    },
    {
      key: 'category',
      label: 'materialLedger.field.category',
      type: 'enum',
      options: CATEGORIES,
      column: { sortable: true, width: 120 },
      form: { required: true },
    },
    {
      key: 'specification',
      label: 'materialLedger.field.specification',
      type: 'text',
      column: {},
      form: { required: true, maxLength: 50, placeholder: 'materialLedger.plan.specPlaceholder' },
    },
    {
      key: 'unit',
      label: 'materialLedger.field.unit',
      type: 'enum',
      options: UNITS,
      column: { width: 80 },
      form: { required: true },
    },
    {
      key: 'plannedQuantity',
      label: 'materialLedger.field.plannedQuantity',
      type: 'decimal',
      column: { width: 120 },
      form: { required: true, ...quantityRules },
    },
    {
      key: 'neededBy',
      label: 'materialLedger.field.neededBy',
      type: 'date',
      column: { sortable: true, width: 120, hideOnMobile: true },
      form: { required: true },
    },
    {
      key: 'usePart',
      label: 'materialLedger.field.usePart',
      type: 'text',
      column: { hideOnMobile: true },
      form: { maxLength: 100, placeholder: 'materialLedger.plan.usePartPlaceholder' },
    },
    {
      key: 'status',
      label: 'materialLedger.field.status',
      type: 'enum',
      options: PLAN_STATUSES,
      column: { width: 100 },
    },
    { key: 'remark', label: 'materialLedger.field.remark', type: 'text', form: { maxLength: 500 } },
    { key: 'reviewerName', label: 'materialLedger.field.reviewerName', type: 'text', section: 'review' },
    { key: 'reviewedAt', label: 'materialLedger.field.reviewedAt', type: 'datetime', section: 'review' },
    { key: 'reviewComment', label: 'materialLedger.field.reviewComment', type: 'text', section: 'review' },
    { key: 'createdAt', label: 'materialLedger.field.createdAt', type: 'datetime', section: 'review' },
  ],
};

/** 供货计划 (`material/delivery`): deliveries against an approved line, never beyond what it has left. */
export const materialDeliveryResource: ResourceConfig<MaterialDeliveryItem> = {
  name: 'materialDelivery',
  api: 'material/delivery',
  title: 'materialLedger.delivery.title',
  keywordPlaceholder: 'materialLedger.delivery.keyword',
  formColumns: 2,
  filters: [{ param: 'category', label: 'materialLedger.field.category', kind: 'enum', options: CATEGORIES }],
  fields: [
    {
      key: 'deliveryNo',
      label: 'materialLedger.field.deliveryNo',
      type: 'text',
      column: { sortable: true, width: 120 },
      form: {
        required: true,
        createOnly: true,
        maxLength: 30,
        placeholder: 'materialLedger.delivery.noPlaceholder',
      },
    },
    {
      key: 'planNo',
      label: 'materialLedger.field.planNo',
      type: 'text',
      column: { width: 110, hideOnMobile: true },
      form: { required: true, createOnly: true, input: planInput, label: 'materialLedger.field.planLine' },
    },
    {
      key: 'category',
      label: 'materialLedger.field.category',
      type: 'enum',
      options: CATEGORIES,
      column: { width: 110 },
    },
    { key: 'specification', label: 'materialLedger.field.specification', type: 'text', column: {} },
    {
      key: 'supplierName',
      label: 'materialLedger.field.supplierName',
      type: 'text',
      column: {},
      form: { required: true, maxLength: 50, input: supplierInput },
    },
    {
      key: 'deliveryDate',
      label: 'materialLedger.field.deliveryDate',
      type: 'date',
      column: { sortable: true, width: 120 },
      form: { required: true },
    },
    {
      key: 'quantity',
      label: 'materialLedger.field.quantity',
      type: 'decimal',
      column: { width: 110 },
      form: { required: true, help: 'materialLedger.delivery.quantityHelp', ...quantityRules },
    },
    { key: 'unit', label: 'materialLedger.field.unit', type: 'enum', options: UNITS, column: { width: 70 } },
    { key: 'contact', label: 'materialLedger.field.contact', type: 'text', form: { maxLength: 30 } },
    { key: 'remark', label: 'materialLedger.field.remark', type: 'text', form: { maxLength: 500 } },
    { key: 'createdAt', label: 'materialLedger.field.createdAt', type: 'datetime' },
  ],
};

/** 进场收料 (`material/receive`): delivery note, weighbridge, received quantity, deviation, photos. */
export const materialReceiptResource: ResourceConfig<MaterialReceiptItem> = {
  name: 'materialReceipt',
  api: 'material/receive',
  title: 'materialLedger.receipt.title',
  keywordPlaceholder: 'materialLedger.receipt.keyword',
  formColumns: 2,
  sections: [
    { key: 'basic', title: 'materialLedger.section.basic' },
    { key: 'weigh', title: 'materialLedger.section.weigh' },
  ],
  filters: [
    {
      param: 'deviationState',
      label: 'materialLedger.field.deviationState',
      kind: 'enum',
      options: DEVIATION_STATES,
    },
    { param: 'category', label: 'materialLedger.field.category', kind: 'enum', options: CATEGORIES },
  ],
  fields: [
    {
      key: 'noteNo',
      label: 'materialLedger.field.noteNo',
      type: 'text',
      column: { sortable: true, width: 140 },
      form: {
        required: true,
        createOnly: true,
        maxLength: 30,
        placeholder: 'materialLedger.receipt.noteNoPlaceholder',
      },
    },
    {
      key: 'receivedDate',
      label: 'materialLedger.field.receivedDate',
      type: 'date',
      column: { sortable: true, width: 110 },
      form: { required: true, notAfterToday: true },
    },
    {
      key: 'planNo',
      label: 'materialLedger.field.planNo',
      type: 'text',
      form: { required: true, createOnly: true, input: planInput, label: 'materialLedger.field.planLine' },
    },
    {
      key: 'deliveryNo',
      label: 'materialLedger.field.deliveryNo',
      type: 'text',
      form: { createOnly: true, input: deliveryInput, help: 'materialLedger.receipt.deliveryHelp' },
    },
    {
      key: 'category',
      label: 'materialLedger.field.category',
      type: 'enum',
      options: CATEGORIES,
    },
    { key: 'specification', label: 'materialLedger.field.specification', type: 'text', column: {} },
    {
      key: 'supplierName',
      label: 'materialLedger.field.supplierName',
      type: 'text',
      column: { hideOnMobile: true },
      form: { maxLength: 50, input: supplierInput, help: 'materialLedger.receipt.supplierHelp' },
    },
    {
      key: 'vehiclePlate',
      label: 'materialLedger.field.vehiclePlate',
      type: 'text',
      column: { width: 100, hideOnMobile: true },
      form: {
        required: true,
        maxLength: 8,
        placeholder: 'materialLedger.receipt.platePlaceholder',
        rules: (r) => [r.schema(vehiclePlateSchema)],
      },
    },
    {
      key: 'noteQuantity',
      label: 'materialLedger.field.noteQuantity',
      type: 'decimal',
      column: { width: 100 },
      form: { required: true, ...quantityRules },
    },
    {
      key: 'grossWeight',
      label: 'materialLedger.field.grossWeight',
      type: 'decimal',
      section: 'weigh',
      form: { help: 'materialLedger.receipt.weighHelp', ...quantityRules },
    },
    {
      key: 'tareWeight',
      label: 'materialLedger.field.tareWeight',
      type: 'decimal',
      section: 'weigh',
      form: quantityRules,
    },
    { key: 'netWeight', label: 'materialLedger.field.netWeight', type: 'decimal', section: 'weigh' },
    {
      key: 'receivedQuantity',
      label: 'materialLedger.field.receivedQuantity',
      type: 'decimal',
      column: { width: 100 },
      form: { help: 'materialLedger.receipt.receivedHelp', ...quantityRules },
    },
    { key: 'unit', label: 'materialLedger.field.unit', type: 'enum', options: UNITS, column: { width: 70 } },
    {
      key: 'unitPrice',
      label: 'materialLedger.field.unitPrice',
      type: 'decimal',
      decimals: { min: 2, max: 2 },
      column: { width: 100, hideOnMobile: true },
      form: {
        help: 'materialLedger.receipt.unitPriceHelp',
        rules: (r) => [r.schema(unitPriceSchema)],
      },
    },
    {
      key: 'deviationPercent',
      label: 'materialLedger.field.deviationPercent',
      type: 'decimal',
      column: { width: 90, sortable: true },
    },
    {
      key: 'deviationState',
      label: 'materialLedger.field.deviationState',
      type: 'enum',
      options: DEVIATION_STATES,
      column: { width: 100 },
    },
    {
      key: 'deviationNote',
      label: 'materialLedger.field.deviationNote',
      type: 'text',
      form: { maxLength: 500, help: 'materialLedger.receipt.deviationNoteHelp' },
    },
    {
      key: 'receiver',
      label: 'materialLedger.field.receiver',
      type: 'text',
      column: { width: 90, hideOnMobile: true },
      form: { required: true, maxLength: 20 },
    },
    {
      key: 'photos',
      label: 'materialLedger.field.photos',
      type: 'text',
      detail: false,
      form: { input: photosInput },
    },
    { key: 'remark', label: 'materialLedger.field.remark', type: 'text', form: { maxLength: 500 } },
    { key: 'createdAt', label: 'materialLedger.field.createdAt', type: 'datetime' },
  ],
};

/** 材料退场 (`material/departure`): never more than the material's stock. */
export const materialDepartureResource: ResourceConfig<MaterialDepartureItem> = {
  name: 'materialDeparture',
  api: 'material/departure',
  title: 'materialLedger.departure.title',
  keywordPlaceholder: 'materialLedger.departure.keyword',
  formColumns: 2,
  filters: [
    { param: 'reason', label: 'materialLedger.field.reason', kind: 'enum', options: DEPARTURE_REASONS },
    { param: 'category', label: 'materialLedger.field.category', kind: 'enum', options: CATEGORIES },
  ],
  fields: [
    {
      key: 'departureNo',
      label: 'materialLedger.field.departureNo',
      type: 'text',
      column: { sortable: true, width: 120 },
      form: {
        required: true,
        createOnly: true,
        maxLength: 30,
        placeholder: 'materialLedger.departure.noPlaceholder',
      },
    },
    {
      key: 'departureDate',
      label: 'materialLedger.field.departureDate',
      type: 'date',
      column: { sortable: true, width: 110 },
      form: { required: true, notAfterToday: true },
    },
    {
      key: 'planNo',
      label: 'materialLedger.field.planNo',
      type: 'text',
      form: {
        required: true,
        createOnly: true,
        input: materialInput,
        label: 'materialLedger.field.material',
      },
    },
    {
      key: 'category',
      label: 'materialLedger.field.category',
      type: 'enum',
      options: CATEGORIES,
      column: { width: 100 },
    },
    { key: 'specification', label: 'materialLedger.field.specification', type: 'text', column: {} },
    {
      key: 'reason',
      label: 'materialLedger.field.reason',
      type: 'enum',
      options: DEPARTURE_REASONS,
      column: { width: 110 },
      form: { required: true },
    },
    {
      key: 'quantity',
      label: 'materialLedger.field.quantity',
      type: 'decimal',
      column: { width: 100 },
      form: { required: true, help: 'materialLedger.departure.quantityHelp', ...quantityRules },
    },
    { key: 'unit', label: 'materialLedger.field.unit', type: 'enum', options: UNITS, column: { width: 70 } },
    {
      key: 'destination',
      label: 'materialLedger.field.destination',
      type: 'text',
      column: { hideOnMobile: true },
      form: { maxLength: 100, placeholder: 'materialLedger.departure.destinationPlaceholder' },
    },
    {
      key: 'vehiclePlate',
      label: 'materialLedger.field.vehiclePlate',
      type: 'text',
      form: {
        maxLength: 8,
        placeholder: 'materialLedger.receipt.platePlaceholder',
        rules: (r) => [r.schema(vehiclePlateSchema)],
      },
    },
    {
      key: 'handler',
      label: 'materialLedger.field.handler',
      type: 'text',
      column: { width: 90, hideOnMobile: true },
      form: { required: true, maxLength: 20 },
    },
    { key: 'remark', label: 'materialLedger.field.remark', type: 'text', form: { maxLength: 500 } },
    { key: 'createdAt', label: 'materialLedger.field.createdAt', type: 'datetime' },
  ],
};
