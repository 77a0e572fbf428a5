import {
  type AmountPlanItem,
  materialQuantitySchema,
  type ProgressItem,
  required,
  weekValueSchema,
} from '@zhuji/shared';
import { createElement } from 'react';
import type { ResourceConfig } from '../../kit/resource/resource-config';
import { PlanSelect } from './plan-select';

/** 工程量计划: a work item's planned quantity over its planned dates (the server kit's `project/amountPlan`). */
export const amountPlanResource: ResourceConfig<AmountPlanItem> = {
  name: 'amountPlan',
  api: 'project/amountPlan',
  updateMethod: 'PUT',
  title: 'progress.plan.title',
  keywordPlaceholder: 'progress.plan.keyword',
  formColumns: 2,
  fields: [
    {
      key: 'itemName',
      label: 'progress.plan.itemName',
      type: 'text',
      column: { sortable: true },
      form: { required: true, maxLength: 30, placeholder: 'progress.plan.itemNamePlaceholder' },
    },
    {
      key: 'unit',
      label: 'progress.plan.unit',
      type: 'measureUnit',
      column: { width: 90 },
      form: { required: true, placeholder: 'progress.plan.unitPlaceholder' },
    },
    {
      key: 'plannedQuantity',
      label: 'progress.plan.plannedQuantity',
      type: 'decimal',
      column: {},
      form: { required: true, rules: (r) => [r.schema(required(materialQuantitySchema))] },
    },
    {
      key: 'plannedStart',
      label: 'progress.plan.plannedStart',
      type: 'date',
      column: { sortable: true },
      form: { required: true },
    },
    {
      key: 'plannedEnd',
      label: 'progress.plan.plannedEnd',
      type: 'date',
      column: { sortable: true },
      form: { required: true },
    },
    {
      key: 'remark',
      label: 'progress.plan.remark',
      type: 'text',
      column: { hideOnMobile: true },
      form: { maxLength: 200 },
    },
    { key: 'createdAt', label: 'progress.plan.createdAt', type: 'datetime' },
  ],
};

/** 进度填报: one week's actual quantity of a plan item (the server kit's `project/progress`). */
export const progressResource: ResourceConfig<ProgressItem> = {
  name: 'progress',
  api: 'project/progress',
  updateMethod: 'PUT',
  title: 'progress.week.title',
  keywordPlaceholder: 'progress.week.keyword',
  fields: [
    {
      key: 'itemName',
      label: 'progress.week.itemName',
      type: 'text',
      column: { sortable: true },
      form: { required: true, createOnly: true, input: () => createElement(PlanSelect) },
    },
    {
      key: 'weekStart',
      label: 'progress.week.weekStart',
      type: 'date',
      column: { sortable: true, width: 140 },
      form: { required: true, createOnly: true, help: 'progress.week.weekStartHelp' },
    },
    {
      key: 'actualQuantity',
      label: 'progress.week.actualQuantity',
      type: 'decimal',
      column: { sortable: true },
      form: {
        required: true,
        help: 'progress.week.actualHelp',
        rules: (r) => [r.schema(required(weekValueSchema))],
      },
    },
    {
      key: 'remark',
      label: 'progress.week.remark',
      type: 'text',
      column: { hideOnMobile: true },
      form: { maxLength: 200 },
    },
    {
      key: 'createdAt',
      label: 'progress.week.createdAt',
      type: 'datetime',
      column: { hideOnMobile: true, sortable: true },
    },
  ],
};
