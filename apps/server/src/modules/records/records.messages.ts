/** The menu whose `list` action opens the project records (项目台账) calls. */
export const RECORDS_MENU = 'ProjectRecords';
