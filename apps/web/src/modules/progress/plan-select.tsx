import { useQuery } from '@tanstack/react-query';
import type { AmountPlanItem } from '@zhuji/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceApi, resourceKeys } from '../../kit/resource/resource-api';
import { useUnitName } from '../../kit/unit-name';
import { useSession } from '../../session/session-store';

const PLAN_API = 'project/amountPlan';

/** The plan items of the current project, by name (what a reported week names). */
export function PlanSelect(props: {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const unitName = useUnitName();
  const projectId = useSession().user.currentProject?.id ?? 0;
  const params = { page: 1, limit: 50, filters: {} };
  const plans = useQuery({
    queryKey: resourceKeys.list(PLAN_API, projectId, params),
    queryFn: () => resourceApi<AmountPlanItem>(PLAN_API).list(projectId, params),
    enabled: projectId > 0,
  });
  return (
    <Select
      {...props}
      showSearch
      loading={plans.isLoading}
      placeholder={t('kit.selectPlaceholder', { label: t('progress.week.itemName') })}
      notFoundContent={t('progress.week.noPlan')}
      options={plans.data?.list.map((p) => ({
        value: p.itemName,
        label: `${p.itemName}（${unitName(p.unit)}）`,
      }))}
    />
  );
}
