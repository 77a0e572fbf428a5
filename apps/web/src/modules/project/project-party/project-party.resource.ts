import {
  creditCodeSchema,
  PARTY_TYPES,
  type PartyType,
  type ProjectPartyItem,
  personNameSchema,
  phoneSchema,
} from '@zhuji/shared';
import { createElement } from 'react';
import type { EnumOption, ResourceConfig } from '../../../kit/resource/resource-config';
import { ProjectPartyCompanyInput } from './project-party-company-input';

export const PARTY_TYPE_OPTIONS: readonly EnumOption[] = PARTY_TYPES.map((value: PartyType) => ({
  value,
  label: `project.party.type.${value}` as const,
}));

/** The five responsible parties (五方责任主体) of a sub-project: the server kit's `project/division`. */
export const projectPartyResource: ResourceConfig<ProjectPartyItem> = {
  name: 'party',
  api: 'project/division',
  title: 'project.party.title',
  keywordPlaceholder: 'project.party.keyword',
  formColumns: 1,
  filters: [
    { param: 'partyType', label: 'project.party.partyType', kind: 'enum', options: PARTY_TYPE_OPTIONS },
  ],
  fields: [
    {
      key: 'partyType',
      label: 'project.party.partyType',
      type: 'enum',
      options: PARTY_TYPE_OPTIONS,
      column: { sortable: true, width: 130 },
      form: { required: true },
    },
    { key: 'companyName', label: 'project.party.companyName', type: 'text', column: { sortable: true } },
    {
      key: 'creditCode',
      label: 'project.party.creditCode',
      type: 'text',
      column: { hideOnMobile: true },
      form: {
        required: true,
        label: 'project.party.company',
        help: 'project.party.creditCodeHelp',
        input: () => createElement(ProjectPartyCompanyInput),
        rules: (r) => [r.schema(creditCodeSchema)],
      },
    },
    {
      key: 'personName',
      label: 'project.party.personName',
      type: 'text',
      column: { sortable: true, width: 120 },
      form: { required: true, maxLength: 20, rules: (r) => [r.schema(personNameSchema)] },
    },
    {
      key: 'personPhone',
      label: 'project.party.personPhone',
      type: 'text',
      column: { width: 140 },
      form: { required: true, maxLength: 11, rules: (r) => [r.schema(phoneSchema)] },
    },
    { key: 'createdAt', label: 'project.party.createdAt', type: 'datetime' },
  ],
};
