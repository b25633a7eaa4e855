/**
 * Import rules checked by `npm run lint` (decision record 049): no import circle between files anywhere (type-only
 * imports count), and the server's modules (apps/server/src/modules/<module>/) in layers, each reached by the
 * others only through its index.ts.
 */

/** The server's modules, lowest first: a module imports only modules before it in this list. */
const LAYERS = [
  'platform',
  'accounts',
  'notifications',
  'booking',
  'djs',
  'media',
  'venues',
  'music',
  'content',
  'admin',
];

const MODULES = '^apps/server/src/modules/';
/** Test code may reach into a module for its fixtures; nothing imports test code, so it closes no circle. */
const TEST_CODE = '(\\.test\\.tsx?|-test-kit\\.ts|-testing\\.ts)$|/fake-[^/]*$';

const layerRules = LAYERS.map((module, rank) => ({
  name: `layer-${module}`,
  comment: `${module} may import only the modules below it: ${LAYERS.slice(0, rank).join(', ') || 'none'}.`,
  severity: 'error',
  from: { path: `${MODULES}${module}/`, pathNot: TEST_CODE },
  to: { path: `${MODULES}(${LAYERS.slice(rank + 1).join('|') || '-'})/` },
})).filter((rule) => rule.to.path !== `${MODULES}(-)/`);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import circle between files (type-only imports included). Move the shared part down, or invert.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-through-index',
      comment: 'Another module is reached through its index.ts, never its inner files.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST_CODE },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'no-own-index',
      comment: "A module's files import each other directly; its index.ts is for the other modules.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/.+/` },
      to: { path: `${MODULES}$1/index\\.ts$` },
    },
    ...layerRules,
    {
      name: 'unknown-module',
      comment: 'Every folder of apps/server/src/modules is a layer of LAYERS in .dependency-cruiser.cjs.',
      severity: 'error',
      from: {},
      to: { path: MODULES, pathNot: `${MODULES}(${LAYERS.join('|')})/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|artifacts|results)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
