// Identity: the tables of who and where — users, sessions, login nonces, SMS codes and outbox (account),
// companies, projects with their members, parties, stages and sub-items, roles and menus — plus user
// names by id and the region check of addresses. The account, company and project modules hold the
// business rules over them.
export * from './account.table';
export * from './company.table';
export * from './project.table';
export * from './region';
export * from './role.table';
export * from './user-names';
