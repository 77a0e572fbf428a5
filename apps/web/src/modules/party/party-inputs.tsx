import { useQuery } from '@tanstack/react-query';
import type { PartyOrgItem } from '@zhuji/shared';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhotoUpload } from '../../kit/photo-upload';
import { resourceApi, resourceKeys } from '../../kit/resource/resource-api';
import { useSession } from '../../session/session-store';

const ORG_API = 'party/org';

/** The current project's party organisations, by name (what a member, activity or assessment names). */
export function OrgSelect(props: { value?: string; onChange?: (value: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const projectId = useSession().user.currentProject?.id ?? 0;
  const params = { page: 1, limit: 50, filters: {} };
  const orgs = useQuery({
    queryKey: resourceKeys.list(ORG_API, projectId, params),
    queryFn: () => resourceApi<PartyOrgItem>(ORG_API).list(projectId, params),
    enabled: projectId > 0,
  });
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
