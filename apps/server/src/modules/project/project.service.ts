// The project workflows live in project-*.service.ts (reading, registration, the audit flow, contractor and
// progress); this name re-exports what the routes import from it and loads the audit flow's handler.

export { auditMain, registrationTrail, submitMain } from './project-audit.service';
export {
  changeProgressStatus,
  completeDesign,
  contractorDetail,
  contractorUpdate,
} from './project-contractor.service';
export {
  compNameList,
  manageDetail,
  manageList,
  projectDetail,
  projectDetailOptions,
  projectOptions,
} from './project-query.service';
export { addSubProject, registerMain, updateProject } from './project-registration.service';
