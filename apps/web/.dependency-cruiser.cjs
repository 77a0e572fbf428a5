// The web app's boundaries (ARCHITECTURE §6). Run from the repository root:
//   npm run lint:boundaries
// A module is apps/web/src/modules/<m>/; its index.ts is its manifest and its only public face.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-sibling-via-index',
      comment:
        "A module uses a sibling only through the sibling's index.ts, so what a module offers others is " +
        'written down in one place and its files can move freely.',
      severity: 'error',
      from: { path: '^apps/web/src/modules/([^/]+)/' },
      to: {
        path: '^apps/web/src/modules/[^/]+/',
        pathNot: ['^apps/web/src/modules/$1/', '^apps/web/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-layers-not-modules',
      comment:
        'kit, shell, session and api serve every module and know none: a module adds itself through ' +
        'its manifest in modules.ts. (A kit test may use a real module as its fixture.)',
      severity: 'error',
      from: { path: '^apps/web/src/(kit|shell|session|api)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/modules(\\.ts$|/)' },
    },
    {
      name: 'web-app-through-module-list',
      comment: 'The app registers modules by looping over modules.ts, never by importing a module file.',
      severity: 'error',
      from: { path: '^apps/web/src/(app|locales)/' },
      to: { path: '^apps/web/src/modules/' },
    },
    {
      name: 'web-outside-modules-via-index',
      comment:
        'Anything else outside the modules (the login and error pages) reaches a module through its index.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: ['^apps/web/src/modules/', '\\.test\\.tsx?$'] },
      to: {
        path: '^apps/web/src/modules/[^/]+/',
        pathNot: '^apps/web/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles, type-only ones included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
