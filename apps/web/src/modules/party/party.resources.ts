import {
  citizenIdSchema,
  PARTY_EXAMINE_ITEMS,
  type PartyActivityItem,
  type PartyExamineItem,
  type PartyMemberItem,
  type PartyOrgItem,
  phoneSchema,
  required,
} from '@zhuji/shared';
import { createElement } from 'react';
import type { EnumOption, ResourceConfig } from '../../kit/resource/resource-config';
import { ActivityPhotos, AttendeePicker, ContentInput, OrgSelect } from './party-inputs';

export const ORG_TYPES: readonly EnumOption[] = [
  { value: 'COMMITTEE', label: 'party.orgType.COMMITTEE' },
  { value: 'GENERAL_BRANCH', label: 'party.orgType.GENERAL_BRANCH' },
  { value: 'BRANCH', label: 'party.orgType.BRANCH' },
  { value: 'TEMPORARY_BRANCH', label: 'party.orgType.TEMPORARY_BRANCH' },
];
const GENDERS: readonly EnumOption[] = [
  { value: 'MALE', label: 'party.member.male' },
  { value: 'FEMALE', label: 'party.member.female' },
];
const MEMBER_TYPES: readonly EnumOption[] = [
  { value: 'FULL', label: 'party.member.full' },
  { value: 'PROBATIONARY', label: 'party.member.probationary' },
];
export const ACTIVITY_TYPES: readonly EnumOption[] = [
  { value: 'THEME_DAY', label: 'party.activity.type.THEME_DAY' },
  { value: 'THREE_MEETINGS', label: 'party.activity.type.THREE_MEETINGS' },
  { value: 'PARTY_LECTURE', label: 'party.activity.type.PARTY_LECTURE' },
  { value: 'VOLUNTEER', label: 'party.activity.type.VOLUNTEER' },
  { value: 'STUDY', label: 'party.activity.type.STUDY' },
  { value: 'OTHER', label: 'party.activity.type.OTHER' },
];
export const ACTIVITY_STATUSES: readonly EnumOption[] = [
  { value: 'DRAFT', label: 'party.activity.state.DRAFT' },
  { value: 'SUBMITTED', label: 'party.activity.state.SUBMITTED' },
  { value: 'APPROVED', label: 'party.activity.state.APPROVED' },
  { value: 'RETURNED', label: 'party.activity.state.RETURNED' },
];
const GRADES: readonly EnumOption[] = [
  { value: 'EXCELLENT', label: 'party.examine.gradeOf.EXCELLENT' },
  { value: 'GOOD', label: 'party.examine.gradeOf.GOOD' },
  { value: 'PASS', label: 'party.examine.gradeOf.PASS' },
  { value: 'FAIL', label: 'party.examine.gradeOf.FAIL' },
];

const orgInput = () => createElement(OrgSelect);

/** 党组织 (the server kit's `party/org`). */
export const partyOrgResource: ResourceConfig<PartyOrgItem> = {
  name: 'partyOrg',
  api: 'party/org',
  title: 'party.org.title',
  keywordPlaceholder: 'party.org.keyword',
  formColumns: 2,
  filters: [{ param: 'orgType', label: 'party.org.orgType', kind: 'enum', options: ORG_TYPES }],
  fields: [
    {
      key: 'name',
      label: 'party.org.name',
      type: 'text',
      column: { sortable: true },
      form: { required: true, maxLength: 50, placeholder: 'party.org.namePlaceholder' },
    },
    {
      key: 'orgType',
      label: 'party.org.orgType',
      type: 'enum',
      options: ORG_TYPES,
      column: { width: 120 },
      form: { required: true },
    },
    {
      key: 'parentName',
      label: 'party.org.parentName',
      type: 'text',
      column: { hideOnMobile: true },
      form: { maxLength: 50, placeholder: 'party.org.parentPlaceholder' },
    },
    {
      key: 'secretary',
      label: 'party.org.secretary',
      type: 'text',
      column: { width: 100 },
      form: { required: true, maxLength: 20 },
    },
    {
      key: 'establishedOn',
      label: 'party.org.establishedOn',
      type: 'date',
      column: { sortable: true, width: 120 },
      form: { notAfterToday: true, required: true },
    },
    {
      key: 'memberCount',
      label: 'party.org.memberCount',
      type: 'integer',
      unit: 'party.org.memberCountUnit',
      column: { sortable: true, width: 110 },
    },
    { key: 'remark', label: 'party.org.remark', type: 'text', form: { maxLength: 200 } },
    { key: 'createdAt', label: 'party.org.createdAt', type: 'datetime' },
  ],
};

/** A member row as the form knows it: the ID number is written, never read back. */
export type PartyMemberRow = PartyMemberItem & { idNumber?: string };

/** 党员管理 (the server kit's `party/member`): phone and ID number by the shared rules. */
export const partyMemberResource: ResourceConfig<PartyMemberRow> = {
  name: 'partyMember',
  api: 'party/member',
  title: 'party.member.title',
  keywordPlaceholder: 'party.member.keyword',
  formColumns: 2,
  filters: [{ param: 'memberType', label: 'party.member.memberType', kind: 'enum', options: MEMBER_TYPES }],
  fields: [
    {
      key: 'name',
      label: 'party.member.name',
      type: 'text',
      column: { sortable: true, width: 100 },
      form: { required: true, maxLength: 20 },
    },
    {
      key: 'gender',
      label: 'party.member.gender',
      type: 'enum',
      options: GENDERS,
      column: { width: 80, hideOnMobile: true },
      form: { required: true },
    },
    {
      key: 'orgName',
      label: 'party.member.orgName',
      type: 'text',
      column: { sortable: true },
      form: { required: true, input: orgInput },
    },
    {
      key: 'memberType',
      label: 'party.member.memberType',
      type: 'enum',
      options: MEMBER_TYPES,
      column: { width: 110 },
      form: { required: true },
    },
    {
      key: 'joinedOn',
      label: 'party.member.joinedOn',
      type: 'date',
      column: { sortable: true, width: 120 },
      form: { notAfterToday: true, required: true },
    },
    {
      key: 'post',
      label: 'party.member.post',
      type: 'text',
      column: { hideOnMobile: true },
      form: { required: true, maxLength: 30, placeholder: 'party.member.postPlaceholder' },
    },
    {
      key: 'phone',
      label: 'party.member.phone',
      type: 'text',
      column: { width: 130 },
      form: { required: true, maxLength: 11, rules: (r) => [r.schema(required(phoneSchema))] },
    },
    {
      key: 'idNumberMasked',
      label: 'party.member.idNumberMasked',
      type: 'text',
      column: { width: 190, hideOnMobile: true },
    },
    {
      key: 'idNumber',
      label: 'party.member.idNumber',
      type: 'text',
      detail: false,
      form: { maxLength: 18, help: 'party.member.idNumberHelp', rules: (r) => [r.schema(citizenIdSchema)] },
    },
    { key: 'createdAt', label: 'party.member.createdAt', type: 'datetime' },
  ],
};

/** 党建活动 (the server kit's `party/activity`); its audit moves are the page's row actions. */
export const partyActivityResource: ResourceConfig<PartyActivityItem> = {
  name: 'partyActivity',
  api: 'party/activity',
  title: 'party.activity.title',
  keywordPlaceholder: 'party.activity.keyword',
  formColumns: 2,
  sections: [
    { key: 'basic', title: 'party.activity.sections.basic' },
    { key: 'audit', title: 'party.activity.sections.audit' },
  ],
  filters: [
    { param: 'status', label: 'party.activity.status', kind: 'enum', options: ACTIVITY_STATUSES },
    { param: 'activityType', label: 'party.activity.activityType', kind: 'enum', options: ACTIVITY_TYPES },
  ],
  fields: [
    {
      key: 'title',
      label: 'party.activity.titleField',
      type: 'text',
      column: { sortable: true },
      form: { required: true, maxLength: 60, placeholder: 'party.activity.titlePlaceholder' },
    },
    {
      key: 'status',
      label: 'party.activity.status',
      type: 'enum',
      options: ACTIVITY_STATUSES,
      column: { sortable: true, width: 100 },
      section: 'audit',
    },
    {
      key: 'activityType',
      label: 'party.activity.activityType',
      type: 'enum',
      options: ACTIVITY_TYPES,
      column: { width: 110 },
      form: { required: true },
    },
    {
      key: 'activityDate',
      label: 'party.activity.activityDate',
      type: 'date',
      column: { sortable: true, width: 120 },
      form: { required: true },
    },
    {
      key: 'orgName',
      label: 'party.activity.orgName',
      type: 'text',
      column: { hideOnMobile: true },
      form: { required: true, input: orgInput },
    },
    {
      key: 'place',
      label: 'party.activity.place',
      type: 'text',
      column: { hideOnMobile: true },
      form: { required: true, maxLength: 60 },
    },
    {
      key: 'attendeeIds',
      label: 'party.activity.attendees',
      type: 'text',
      detail: false,
      form: { input: () => createElement(AttendeePicker), help: 'party.activity.attendeesHelp' },
    },
    {
      key: 'participantCount',
      label: 'party.activity.participantCount',
      type: 'integer',
      unit: 'party.activity.participantUnit',
      column: { width: 100, hideOnMobile: true },
      form: { required: true, min: 1, max: 1000, help: 'party.activity.participantHelp' },
    },
    { key: 'attendeeNames', label: 'party.activity.attendees', type: 'text' },
    {
      key: 'content',
      label: 'party.activity.content',
      type: 'text',
      form: {
        required: true,
        rules: (r) => [r.test((v) => v.trim().length >= 10, 'minChars', { min: 10 })],
        input: () => createElement(ContentInput),
      },
    },
    {
      key: 'photos',
      label: 'party.activity.photos',
      type: 'text',
      detail: false,
      form: { input: () => createElement(ActivityPhotos) },
    },
    { key: 'submittedAt', label: 'party.activity.submittedAt', type: 'datetime', section: 'audit' },
    { key: 'auditorName', label: 'party.activity.auditorName', type: 'text', section: 'audit' },
    { key: 'auditedAt', label: 'party.activity.auditedAt', type: 'datetime', section: 'audit' },
    { key: 'returnReason', label: 'party.activity.returnReason', type: 'text', section: 'audit' },
    { key: 'createdAt', label: 'party.activity.createdAt', type: 'datetime', section: 'audit' },
  ],
};

const scoreField = (key: keyof typeof PARTY_EXAMINE_ITEMS) =>
  ({
    key,
    label: `party.examine.${key}`,
    type: 'integer',
    unit: 'party.examine.scoreUnit',
    column: { width: 100, hideOnMobile: true },
    section: 'score',
    form: { required: true, min: 0, max: PARTY_EXAMINE_ITEMS[key], help: `party.examine.help.${key}` },
  }) as const;

/** 党建考核 (the server kit's `party/examine`): item scores in, total and grade computed by the server. */
export const partyExamineResource: ResourceConfig<PartyExamineItem> = {
  name: 'partyExamine',
  api: 'party/examine',
  title: 'party.examine.title',
  keywordPlaceholder: 'party.examine.keyword',
  formColumns: 2,
  sections: [
    { key: 'basic', title: 'party.examine.sections.basic' },
    { key: 'score', title: 'party.examine.sections.score' },
  ],
  filters: [{ param: 'grade', label: 'party.examine.grade', kind: 'enum', options: GRADES }],
  fields: [
    {
      key: 'orgName',
      label: 'party.examine.orgName',
      type: 'text',
      column: {},
      form: { required: true, createOnly: true, input: orgInput },
    },
    {
      key: 'period',
      label: 'party.examine.period',
      type: 'text',
      column: { sortable: true, width: 110 },
      form: {
        required: true,
        createOnly: true,
        maxLength: 7,
        placeholder: 'party.examine.periodPlaceholder',
      },
    },
    scoreField('orgScore'),
    scoreField('activityScore'),
    scoreField('educationScore'),
    scoreField('roleScore'),
    {
      key: 'totalScore',
      label: 'party.examine.totalScore',
      type: 'integer',
      unit: 'party.examine.scoreUnit',
      column: { sortable: true, width: 90 },
      section: 'score',
    },
    {
      key: 'grade',
      label: 'party.examine.grade',
      type: 'enum',
      options: GRADES,
      column: { width: 100 },
      section: 'score',
    },
    {
      key: 'examiner',
      label: 'party.examine.examiner',
      type: 'text',
      column: { hideOnMobile: true },
      form: { required: true, maxLength: 20, placeholder: 'party.examine.examinerPlaceholder' },
    },
    { key: 'comment', label: 'party.examine.comment', type: 'text', form: { maxLength: 500 } },
    { key: 'createdAt', label: 'party.examine.createdAt', type: 'datetime' },
  ],
};
