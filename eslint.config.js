import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const server = 'apps/server/src';
const web = 'apps/web/src';

/** The layering of DESIGN.md §3, as import zones: `target` may not import from `from`. */
const layeringZones = [
  // the shared contract and the media engines import no app
  { target: 'packages', from: 'apps', message: 'packages never import an app' },
  // server: routes → services → repositories / adapter interfaces; never the other way
  {
    target: `${server}/adapters`,
    from: `${server}/modules`,
    message: 'adapters know nothing of our modules',
  },
  {
    target: `${server}/db`,
    from: `${server}/modules`,
    message: 'the database layer knows no module',
  },
  {
    target: `${server}/lib`,
    from: [`${server}/modules`, `${server}/adapters`],
    message: 'lib is leaf code',
  },
  {
    target: `${server}/modules`,
    from: [`${server}/container.ts`, `${server}/app.ts`, `${server}/main.ts`],
    message: 'modules receive their dependencies; only the composition root wires them',
  },
  {
    target: `${server}/modules/**/!(*.routes).ts`,
    from: `${server}/plugins`,
    message: 'services and repositories never see HTTP',
  },
  // web: shared folders → features → app; never the other way
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/config`, `${web}/utils`, `${web}/hooks`],
    from: [`${web}/features`, `${web}/app`],
    message: 'shared web code imports no feature or route',
  },
  { target: `${web}/features`, from: `${web}/app`, message: 'features never import the app layer' },
  { target: web, from: 'apps/server', message: 'the web app never imports server code' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: { 'import-x/resolver': { node: true } },
    rules: {
      curly: 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { zones: layeringZones, basePath: import.meta.dirname },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // type-aware, and only where a dropped promise can end the process (server and engines): the
    // rest of the lint stays syntax-only and fast
    files: ['apps/server/src/**/*.ts', 'packages/media/src/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `void` does not handle a rejection either: a dropped progress write once ended the server
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/test/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
