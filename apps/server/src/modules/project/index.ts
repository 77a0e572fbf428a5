// Projects (项目): registration and review, core and info pages, parties, roles, sub-items and the workbench.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { projectMenus } from './project.menus';
import { projectRoutes } from './project.routes';
import { projectCoreRoutes } from './project-core.routes';
import { projectInfoRoutes } from './project-info.routes';
import { projectPartyRoutes } from './project-party.routes';
import { projectRoleRoutes } from './project-role.routes';
import { seedGb50300 } from './project-subitem.service';

export const projectModule = defineModule({
  name: 'project',
  menus: projectMenus,
  routes: [projectRoutes, projectCoreRoutes, projectInfoRoutes, projectPartyRoutes, projectRoleRoutes],
  seed: { catalogue: seedGb50300 },
});

export { PROJECT_LABELS } from './project.messages';
export { fivePartsOf } from './project-info.service';
export { managesAnyProject, maskIdNumber, presetPassword } from './project-role.service';
