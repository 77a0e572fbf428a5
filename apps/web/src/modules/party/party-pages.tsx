import './messages';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { ResourcePage } from '../../kit/resource/resource-page';
import { partyExamineResource, partyMemberResource, partyOrgResource } from './party.resources';

/** Menu 'party/organization' (/partyBuilding/organization): the project's party organisations. */
export function PartyOrganizationPage() {
  return (
    <WithCurrentProject>
      {(projectId) => <ResourcePage config={partyOrgResource} projectId={projectId} />}
    </WithCurrentProject>
  );
}

/** Menu 'party/member' (/partyBuilding/member): the members of the project's organisations. */
export function PartyMemberPage() {
  return (
    <WithCurrentProject>
      {(projectId) => <ResourcePage config={partyMemberResource} projectId={projectId} />}
    </WithCurrentProject>
  );
}

/** Menu 'party/examine' (/partyBuilding/examine): periodic assessments, the scoring rule above them. */
export function PartyExaminePage() {
  const { t } = useTranslation();
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Flex vertical gap={16}>
          <Alert type="info" showIcon message={t('party.examine.rule')} data-testid="party-examine-rule" />
          <ResourcePage config={partyExamineResource} projectId={projectId} />
        </Flex>
      )}
    </WithCurrentProject>
  );
}
