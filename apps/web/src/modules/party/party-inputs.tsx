import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PartyMemberItem, PartyOrgItem } from '@zhuji/shared';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoUpload } from '../../kit/photo-upload';
import { resourceApi, resourceKeys } from '../../kit/resource/resource-api';
import { useSession } from '../../session/session-store';

const ORG_API = 'party/org';
const MEMBER_API = 'party/member';

/** The current project's party organisations (one page of 50, as many as a project has). */
function useOrgs() {
  const projectId = useSession().user.currentProject?.id ?? 0;
  const params = { page: 1, limit: 50, filters: {} };
  return useQuery({
    queryKey: resourceKeys.list(ORG_API, projectId, params),
    queryFn: () => resourceApi<PartyOrgItem>(ORG_API).list(projectId, params),
    enabled: projectId > 0,
  });
}

/** The current project's party organisations, by name (what a member, activity or assessment names). */
export function OrgSelect(props: { value?: string; onChange?: (value: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const orgs = useOrgs();
  return (
    <Select
      {...props}
      // A new form holds '' (the text type's empty value): no choice yet, so the placeholder shows.
      value={props.value || undefined}
      showSearch
      loading={orgs.isLoading}
      placeholder={t('party.orgPick')}
      notFoundContent={t('party.noOrg')}
      options={orgs.data?.list.map((o) => ({ value: o.name, label: o.name }))}
    />
  );
}

/**
 * The activity's photos, uploaded for the current project through the common upload call. A new form
 * gives the field the text type's empty value (''), so anything but an array reads as no photos.
 */
export function ActivityPhotos({
  value,
  onChange,
}: {
  value?: unknown;
  onChange?: (refs: string[]) => void;
}) {
  const { t } = useTranslation();
  const projectId = useSession().user.currentProject?.id ?? 0;
  const photos = Array.isArray(value) ? (value as string[]) : [];
  return (
    <PhotoUpload
      value={photos}
      onChange={onChange}
      projectId={projectId}
      label={t('party.activity.photosAdd')}
    />
  );
}

/** The activity's content: several lines, counted against the contract's 2000 characters. */
export function ContentInput(props: { value?: string; onChange?: (e: unknown) => void }) {
  const { t } = useTranslation();
  return (
    <Input.TextArea
      {...props}
      rows={4}
      maxLength={2000}
      showCount
      placeholder={t('party.activity.contentPlaceholder')}
    />
  );
}

/**
 * The activity's attendees (参加党员): members of the organisation chosen in the same form, searched by
 * name on the server. A new form gives the field the text type's empty value (''), read as nobody; until
 * an organisation is chosen there is nobody to pick.
 */
export function AttendeePicker({ value, onChange }: { value?: unknown; onChange?: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const projectId = useSession().user.currentProject?.id ?? 0;
  const orgName = Form.useWatch('orgName', Form.useFormInstance()) as string | undefined;
  const orgId = useOrgs().data?.list.find((o) => o.name === orgName)?.id;
  const [keyword, setKeyword] = useState('');
  const params = { page: 1, limit: 50, keyword: keyword || undefined, filters: { orgId } };
  const members = useQuery({
    queryKey: resourceKeys.list(MEMBER_API, projectId, params),
    queryFn: () => resourceApi<PartyMemberItem>(MEMBER_API).list(projectId, params),
    enabled: projectId > 0 && orgId !== undefined,
    placeholderData: keepPreviousData,
  });
  const ids = Array.isArray(value) ? (value as number[]) : [];
  return (
    <Select<number[]>
      mode="multiple"
      value={ids}
      onChange={(next) => onChange?.(next)}
      disabled={orgId === undefined}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={members.isFetching}
      placeholder={t(
        orgId === undefined ? 'party.activity.attendeesPickOrg' : 'party.activity.attendeesPick',
      )}
      notFoundContent={t('party.activity.attendeesNone')}
      options={members.data?.list.map((m) => ({ value: m.id, label: `${m.name}（${m.post}）` }))}
      data-testid="party-attendees"
    />
  );
}
