import { useQuery } from '@tanstack/react-query';
import type { PartyOrgItem } from '@zhuji/shared';
import { Select } from 'antd';
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
      showSearch
      loading={orgs.isLoading}
      placeholder={t('party.orgPick')}
      notFoundContent={t('party.noOrg')}
      options={orgs.data?.list.map((o) => ({ value: o.name, label: o.name }))}
    />
  );
}

/** The activity's photos, uploaded for the current project through the common upload call. */
export function ActivityPhotos(props: { value?: string[]; onChange?: (refs: string[]) => void }) {
  const { t } = useTranslation();
  const projectId = useSession().user.currentProject?.id ?? 0;
  return <PhotoUpload {...props} projectId={projectId} label={t('party.activity.photosAdd')} />;
}
