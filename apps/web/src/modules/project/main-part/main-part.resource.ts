import { type BuildingPartItem, buildNumberSchema, parseStrengthGrade } from '@zhuji/shared';
import type { ResourceConfig } from '../../../kit/resource/resource-config';

/** The parts poured on one floor of a building: the server kit's `project/architecture/part`. */
export const mainPartResource: ResourceConfig<BuildingPartItem> = {
  name: 'main-part',
  api: 'project/architecture/part',
  title: 'project.mainPart.title',
  keywordPlaceholder: 'project.mainPart.keyword',
  formColumns: 1,
  fields: [
    {
      key: 'buildNumber',
      label: 'project.mainPart.buildNumber',
      type: 'text',
      column: { width: 120 },
      form: { required: true, createOnly: true, rules: (r) => [r.schema(buildNumberSchema)] },
    },
    {
      key: 'layer',
      label: 'project.mainPart.layer',
      type: 'integer',
      column: { sortable: true, width: 100 },
      form: { required: true, createOnly: true, min: -20, max: 300, help: 'project.mainPart.layerHelp' },
    },
    {
      key: 'part',
      label: 'project.mainPart.part',
      type: 'text',
      column: { sortable: true },
      form: { required: true, maxLength: 30, placeholder: 'project.mainPart.partPlaceholder' },
    },
    {
      key: 'concreteGrade',
      label: 'project.mainPart.concreteGrade',
      type: 'text',
      column: { width: 140 },
      form: {
        maxLength: 4,
        placeholder: 'project.mainPart.gradePlaceholder',
        rules: (r) => [r.test((text) => parseStrengthGrade(text) !== null, 'strengthGrade')],
      },
    },
    { key: 'createdAt', label: 'project.mainPart.createdAt', type: 'datetime' },
  ],
};
