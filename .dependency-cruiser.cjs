// The dependency direction of ../shared/DESIGN.md §2: each workspace may import only the
// workspaces listed here (its own files always). Anything else fails `pnpm depcheck`.
const base = ['tokens', 'ui', 'domain', 'api-client'];
// The unit-test helpers (mock API, render with a query cache), for the packages' tests.
const testKit = 'test-kit';
const features = [...base, 'catalog', 'analytics'];

/** @type {Record<string, string[]>} workspace folder -> workspaces it may import */
const allowed = {
  'packages/tokens': [],
  'packages/domain': [],
  'packages/ui': ['tokens', 'domain'],
  'packages/api-contract': ['domain'],
  'packages/api-client': ['api-contract', 'domain'],
  'packages/link-preview': ['tokens', 'domain'],
  'packages/test-kit': ['api-client'],
  'packages/catalog': [...base, testKit],
  'packages/analytics': [...base, 'catalog'],
  'packages/account': [...features, testKit],
  'packages/influencers': [...features, testKit],
  'packages/shopboard': [...features, testKit],
  'packages/links': [...features, 'link-preview', testKit],
  'packages/appearance': [...features, 'link-preview', testKit],
  'apps/dashboard': [...features, 'account', 'links', 'influencers', 'shopboard', 'appearance'],
  'apps/api': ['api-contract', 'domain'],
  // link-page parses the public page data with the contract's schemas (see its README).
  'apps/link-page': ['link-preview', 'tokens', 'domain', 'api-contract'],
};

const workspacePath = (name) => (name.includes('/') ? name : `packages/${name}`);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...Object.entries(allowed).map(([from, deps]) => ({
      name: `${from.replace('/', '-')}-direction`,
      comment: `${from} may import only: ${deps.join(', ') || 'no other workspace'} (DESIGN.md §2)`,
      severity: 'error',
      from: { path: `^${escape(from)}/` },
      to: {
        path: '^(packages|apps)/[^/]+/',
        pathNot: [from, ...deps.map(workspacePath)].map((p) => `^${escape(p)}/`),
      },
    })),
    {
      name: 'no-unresolvable',
      comment: 'An import that does not resolve is a missing dependency or a typo.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.turbo)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      conditionNames: ['@shoppable/source', 'import', 'types', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
