import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Files served as they are (/prefs.js): classic scripts that run in the page before the bundle.
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  // The web app's boundaries (docs/web-conventions.md): screens import features and shared code; a
  // feature imports no other feature and no screen; shared code (lib, components, paths) imports no
  // feature or screen. Features are flat folders, so an import that climbs one level and goes down
  // again lands in another feature. Requests to /v1 are made in a feature's <feature>-api.ts only.
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportRules({ feature: true, requests: true }) }] },
  },
  {
    files: ['web/src/screens/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportRules({ screen: true, requests: true }) }] },
  },
  {
    files: ['web/src/features/*/*-api.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportRules({ feature: true }) }] },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}', 'web/src/paths.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportRules({ shared: true }) }] },
  },
  {
    files: ['web/src/service-worker/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportRules({ worker: true }) }] },
  },
  {
    // A screen's code is loaded from the table of screens alone, so every screen is in that table.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/App.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/(^|\\/)screens\\//]',
          message: "Screens are loaded by App.tsx's table of screens only.",
        },
      ],
    },
  },
  {
    // From a screen, './x' is another screen.
    files: ['web/src/screens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^\\.\\/|(^|\\/)screens\\//]',
          message: "Screens are loaded by App.tsx's table of screens only.",
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.mjs', 'e2e/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['scripts/**/*.mjs', 'server/src/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);

/** The import patterns that hold the web app's boundaries, for the kinds of file that `to` names. */
function webImportRules(to) {
  return [
    to.feature && {
      regex: '^\\.\\./(?!\\.)|/features/',
      message:
        'A feature imports no other feature: move what both need into lib/ or components/, or compose them in a screen.',
    },
    to.feature && {
      regex: '/screens/|/App$|/main$',
      message: 'A feature imports no screen and not the app: screens and App.tsx import features.',
    },
    to.screen && { regex: '/App$|/main$', message: 'A screen imports not the app: App.tsx imports screens (lazily).' },
    to.shared && {
      regex: '(^|/)(features|screens)/|/App$|/main$',
      message: 'Shared code imports no feature, screen or app module: it is shared because none of them owns it.',
    },
    to.worker && {
      regex: '^\\.\\./(?!lib/kept-copies$)|^react|^@tanstack/',
      message:
        'The service worker runs without a window or React: it shares names with the page through lib/kept-copies.ts alone.',
    },
    to.requests && {
      regex: '/lib/api$',
      importNames: ['apiJson', 'apiText'],
      message: "Requests to /v1 are made in the feature's <feature>-api.ts, and components use its hooks.",
    },
  ].filter(Boolean);
}
