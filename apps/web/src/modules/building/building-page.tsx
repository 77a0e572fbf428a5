import './messages';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { ResourcePage } from '../../kit/resource/resource-page';
import { buildingResource } from './building.resource';

/** Menu 'project/building': the buildings of the current sub-project. */
export function BuildingPage() {
  return <WithCurrentProject>{(projectId) => <BuildingList projectId={projectId} />}</WithCurrentProject>;
}

/** The buildings of one sub-project: this menu's page, and the project manage page's drawer. */
export function BuildingList({ projectId }: { projectId: number }) {
  return <ResourcePage config={buildingResource} projectId={projectId} />;
}
