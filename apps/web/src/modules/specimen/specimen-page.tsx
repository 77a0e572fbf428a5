import './messages';
import { COMPANY_TYPE } from '@zhuji/shared';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { useSession } from '../../session/session-store';
import { AssociationTab } from './association-tab';
import { EvaluationTab } from './evaluation-tab';
import { RateTab } from './rate-tab';
import { RegisterTab } from './register-tab';
import { SubmissionsTable } from './submissions-table';

function ContractorView({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <Card title={t('testBlock.title')}>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'register',
            label: t('testBlock.tabs.register'),
            children: <RegisterTab projectId={projectId} />,
          },
          {
            key: 'submissions',
            label: t('testBlock.tabs.submissions'),
            children: <SubmissionsTable projectId={projectId} lab={false} />,
          },
          { key: 'rate', label: t('testBlock.tabs.rate'), children: <RateTab projectId={projectId} /> },
          {
            key: 'evaluation',
            label: t('testBlock.tabs.evaluation'),
            children: <EvaluationTab projectId={projectId} />,
          },
          {
            key: 'association',
            label: t('testBlock.tabs.association'),
            children: <AssociationTab projectId={projectId} />,
          },
        ]}
      />
    </Card>
  );
}

/** Menu 'inspection/test-block' (检测中心 › 试块管理): the contractor's register, submissions, rate and
 * evaluation; for a testing lab's user, the lab workspace of submissions addressed to the lab. */
export function SpecimenPage() {
  const { t } = useTranslation();
  const lab = useSession().user.currentUnit.compTypeId === COMPANY_TYPE.TESTING_LAB;
  if (lab)
    return (
      <Card title={t('testBlock.labTitle')} data-testid="lab-workspace">
        <SubmissionsTable lab />
      </Card>
    );
  return <WithCurrentProject>{(projectId) => <ContractorView projectId={projectId} />}</WithCurrentProject>;
}
