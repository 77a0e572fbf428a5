import '../messages';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { WithCurrentProject } from '../../../kit/resource/project-scope';
import { ResourcePage } from '../../../kit/resource/resource-page';
import { FiveParties } from './five-parties';
import { projectPartyResource } from './project-party.resource';

/** The five parties of one sub-project: the overview, then the list with its people. */
export function ProjectParties({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <Card title={t('project.party.overview')} size="small">
        <FiveParties projectId={projectId} />
      </Card>
      <ResourcePage config={projectPartyResource} projectId={projectId} />
    </Flex>
  );
}

/** Menu 'project/division': the five responsible parties of the current sub-project. */
export function ProjectPartyPage() {
  return <WithCurrentProject>{(projectId) => <ProjectParties projectId={projectId} />}</WithCurrentProject>;
}
