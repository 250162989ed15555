/**
 * The server's floors (docs/server-conventions.md, decision 0092) as dependency-cruiser rules.
 * `npm run lint` checks server/src against them; server/test/folder-rules.test.ts shows each
 * rule fire on a small example. Paths are relative to the folder the cruise runs from.
 *
 * From the top: app.ts, v1.ts and services.ts (and main.ts, cli/) register everything; compositions (search, calendar,
 * game-summary, crawler, watching, imports) combine domains; domains (sports, tv, cinema, account) each own their sources,
 * routes and repositories; below them the offline world (world/), reference data (reference/),
 * authentication (auth/), the HTTP machinery (http/), the provider layer (providers/), the
 * database (db/) and small helpers (lib/, images/ and the root's errors, clock, config, paths).
 */

const SRC = '^server/src/';
const DOMAINS = '(sports|tv|cinema|account)';
const COMPOSITIONS = '(search|calendar|game-summary|crawler|films|watching|imports|alerts)';
const WIRING = `${SRC}(app|main|v1|services)\\.ts$|${SRC}cli/`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Modules import one another without a cycle (type-only imports too: they show where code belongs).',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
    {
      name: 'domain-to-other-domain',
      comment:
        'A domain imports no other domain: what both need goes down a floor (reference/, auth/), and what combines them is a composition.',
      severity: 'error',
      from: { path: `${SRC}${DOMAINS}/` },
      to: { path: `${SRC}${DOMAINS}/`, pathNot: `${SRC}$1/` },
    },
    {
      name: 'composition-imported',
      comment: 'Nothing imports a composition but the app that registers it.',
      severity: 'error',
      from: { path: SRC, pathNot: [`${SRC}${COMPOSITIONS}/`, WIRING] },
      to: { path: `${SRC}${COMPOSITIONS}/` },
    },
    {
      name: 'composition-to-other-composition',
      comment: 'A composition imports domains, not another composition.',
      severity: 'error',
      from: { path: `${SRC}${COMPOSITIONS}/` },
      to: { path: `${SRC}${COMPOSITIONS}/`, pathNot: `${SRC}$1/` },
    },
    {
      name: 'world-above-its-floor',
      comment:
        'The offline world is made of itself, reference data and helpers: it knows no domain, provider, database or HTTP.',
      severity: 'error',
      from: { path: `${SRC}world/` },
      to: { path: SRC, pathNot: `${SRC}(world/|reference/|lib/|clock\\.ts$)` },
    },
    {
      name: 'world-part-to-other-part',
      comment:
        'The sports and cinema worlds stand alone; the TV world may read the sports world (its line-up carries the games).',
      severity: 'error',
      from: { path: `${SRC}world/(sports|cinema)/` },
      to: { path: `${SRC}world/`, pathNot: `${SRC}world/$1/` },
    },
    {
      name: 'world-read-outside-offline',
      comment:
        "Only a domain's offline/ adapters read the offline world; routes, services, live adapters and compositions go through the domain's sources.",
      severity: 'error',
      from: { path: SRC, pathNot: [`${SRC}world/`, `${SRC}(sports|tv|cinema)/offline/`] },
      to: { path: `${SRC}world/` },
    },
    {
      name: 'reference-above-its-floor',
      comment: 'Reference data (teams, places, time zones, game order) imports only reference data and helpers.',
      severity: 'error',
      from: { path: `${SRC}reference/` },
      to: { path: SRC, pathNot: `${SRC}(reference|lib)/` },
    },
    {
      name: 'lower-floor-to-domain',
      comment: 'auth/, http/, providers/, db/, lib/ and images/ know no domain, composition, world or reference data.',
      severity: 'error',
      from: { path: [`${SRC}(auth|http|providers|db|lib|images)/`, `${SRC}(errors|clock|config|paths)\\.ts$`] },
      to: { path: `${SRC}(${DOMAINS.slice(1, -1)}|${COMPOSITIONS.slice(1, -1)}|world|reference)/` },
    },
    {
      name: 'providers-to-http',
      comment: 'The provider layer sits below the HTTP layer.',
      severity: 'error',
      from: { path: `${SRC}providers/` },
      to: { path: `${SRC}(http|auth)/` },
    },
    {
      name: 'db-above-its-floor',
      comment:
        'The database layer is the floor: it imports only itself, the configuration, paths, errors and the clock.',
      severity: 'error',
      from: { path: `${SRC}db/` },
      to: { path: SRC, pathNot: `${SRC}(db/|(config|paths|errors|clock)\\.ts$)` },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    includeOnly: SRC,
    exclude: { path: '\\.test\\.ts$' },
    doNotFollow: { path: 'node_modules' },
  },
};
