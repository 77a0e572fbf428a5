// Module boundaries of the server, its seed and benchmarks, and of @zhuji/shared (docs/architecture.md#layers);
// `npm run lint:boundaries`.
// The web app's rules are in apps/web/.dependency-cruiser.cjs.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-through-index',
      comment:
        'A server module uses another only through its public face, modules/<m>/index.ts: the manifest and the ' +
        'few exports meant for siblings. Move what many modules share into platform instead.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'seed-and-bench-through-index',
      comment:
        'The demo seed and the benchmarks use a module as its siblings do, through modules/<m>/index.ts: what they ' +
        'need is part of the public face (docs/architecture.md#layers).',
      severity: 'error',
      from: { path: '^(apps/server/src/seed|bench)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'platform-not-modules',
      comment: 'Modules depend on platform, never platform on modules (invert with a manifest entry).',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'shared-not-apps',
      comment: '@zhuji/shared is imported by the server and the web; it never imports either.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles: split the shared piece out, or move it down into platform.',
      severity: 'error',
      from: { path: '^(apps/server/src|packages/shared/src)/' },
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
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
