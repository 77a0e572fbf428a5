import '../messages';
import { WithCurrentProject } from '../../../kit/resource/project-scope';
import { ResourcePage } from '../../../kit/resource/resource-page';
import { buildingResource } from './building.resource';

/** Menu 'project/building': the buildings of the current sub-project. */
export function BuildingPage() {
  return (
    <WithCurrentProject>
      {(projectId) => <ResourcePage config={buildingResource} projectId={projectId} />}
    </WithCurrentProject>
  );
}
