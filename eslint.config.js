import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const server = 'apps/server/src';
const web = 'apps/web/src';

/** Everything of the server outside a folder of layers: the composition root and its neighbours. */
const serverRoots = [
  'admin-cli.ts',
  'admin-command.ts',
  'admin-services.ts',
  'app.ts',
  'config.ts',
  'container.ts',
  'doctor.ts',
  'doctor-probes.ts',
  'engines.ts',
  'logger.ts',
  'main.ts',
  'outside-systems.ts',
].map((file) => `${server}/${file}`);

/**
 * Each adapter kind's interface, in our verbs: the only adapter files a service, a job or another
 * adapter kind may import. `http/` is the plumbing the provider adapters share; its two contract
 * files (the errors a provider call ends in, the result download) are what services see of it.
 */
const adapterInterfaces = [
  'http/provider-errors.ts',
  'http/result-fetcher.ts',
  'identity/identity-provider.ts',
  'image-generator/image-generator.ts',
  'job-queue/job-queue.ts',
  'mailer/mailer.ts',
  'metrics/metrics.ts',
  'media/media-toolkit.ts',
  'object-storage/object-storage.ts',
  'payments/payment-gateway.ts',
  'script-writer/script-writer.ts',
  'translator/translator.ts',
  'video-generator/video-generator.ts',
  'voice/speech-voice.ts',
  'webhook/webhook-sender.ts',
];
const interfaceExceptions = adapterInterfaces.map((file) => `./${file}`);

const foldersOf = (dir) =>
  readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The media package's engines: each makes one kind of result. Every other folder of
 * `packages/media/src` is the ground floor they share (speech, captions, ffmpeg, …), which never
 * imports an engine; a new folder is ground floor until it is listed here.
 */
const mediaSrc = 'packages/media/src';
const mediaEngines = ['avatar', 'illustration', 'image', 'motion', 'photo', 'storyboard', 'words'];
const mediaGround = foldersOf(mediaSrc).filter((folder) => !mediaEngines.includes(folder));

/** The layering of ARCHITECTURE.md, as import zones: `target` may not import from `from`. */
export const layeringZones = [
  // the shared contract and the media engines import no app
  { target: 'packages', from: 'apps', message: 'packages never import an app' },
  // media: engines → ground floor; never the other way, types included
  {
    target: mediaGround.map((folder) => `${mediaSrc}/${folder}`),
    from: mediaEngines.map((folder) => `${mediaSrc}/${folder}`),
    message: 'the media ground floor (speech, captions, ffmpeg, …) imports no engine folder',
  },
  // server: routes → services → repositories / adapter interfaces; never the other way
  // a local engine refuses in its tool's words: the tool's feature file is the one it may read
  {
    target: `${server}/adapters`,
    from: `${server}/modules`,
    except: ['./generation/features'],
    message: 'adapters import nothing of ours but interfaces, lib and the tools’ feature files',
  },
  {
    target: `${server}/adapters`,
    from: [`${server}/jobs`, `${server}/db`, `${server}/plugins`, ...serverRoots],
    message: 'adapters import nothing of ours but interfaces and lib',
  },
  // one adapter kind sees another only through its interface (the provider plumbing is shared)
  ...foldersOf(`${server}/adapters`)
    .filter((kind) => kind !== 'http')
    .map((kind) => ({
      target: `${server}/adapters/${kind}`,
      from: `${server}/adapters`,
      except: [`./${kind}`, './http', ...interfaceExceptions],
      message: 'an adapter imports only its own kind and the interfaces of others',
    })),
  {
    target: `${server}/modules`,
    from: `${server}/adapters`,
    except: interfaceExceptions,
    message: 'services import adapter interfaces only; container.ts picks the implementation',
  },
  {
    target: `${server}/db`,
    from: [`${server}/modules`, `${server}/adapters`, `${server}/jobs`, `${server}/plugins`],
    message: 'the database layer knows no module',
  },
  {
    target: `${server}/lib`,
    from: [
      `${server}/modules`,
      `${server}/adapters`,
      `${server}/db`,
      `${server}/jobs`,
      `${server}/plugins`,
      ...serverRoots,
    ],
    message: 'lib is leaf code: it imports nothing of ours above it',
  },
  {
    target: `${server}/plugins`,
    from: [`${server}/modules`, `${server}/jobs`, `${server}/db`, ...serverRoots],
    message:
      'plugins import no module: they declare the small interfaces they need (app.ts passes the ' +
      "module's service), and a plugin only one module uses lives in that module",
  },
  {
    target: `${server}/modules`,
    from: `${server}/jobs`,
    message: 'services never see the job catalogue; jobs call services',
  },
  {
    target: `${server}/modules`,
    from: serverRoots,
    message: 'modules receive their dependencies; only the composition root wires them',
  },
  {
    target: `${server}/modules/**/!(*.routes).ts`,
    from: `${server}/plugins`,
    message: 'services and repositories never see HTTP',
  },
  {
    target: `${server}/jobs`,
    from: `${server}/**/*.repository.ts`,
    message: 'jobs call services, never repositories',
  },
  {
    target: `${server}/jobs`,
    from: [`${server}/adapters`, `${server}/db`, `${server}/plugins`, ...serverRoots],
    except: interfaceExceptions,
    message: 'a job handler gets the services it needs, not the container or an implementation',
  },
  // web: shared folders → features → app; never the other way
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/config`, `${web}/utils`, `${web}/hooks`],
    from: [`${web}/features`, `${web}/app`],
    message: 'shared web code imports no feature or route',
  },
  { target: `${web}/features`, from: `${web}/app`, message: 'features never import the app layer' },
  ...foldersOf(`${web}/features`).map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'features never import each other; shared code goes to components/, lib/ or utils/',
  })),
  {
    target: [`${web}/app/routes/marketing`, `${web}/features/marketing`],
    from: [`${web}/app/routes/dashboard`, `${web}/app/routes/auth`],
    message:
      'marketing pages import no dashboard (or sign-in) code: they are pre-rendered and light',
  },
  {
    target: [
      `${web}/app/routes/marketing`,
      `${web}/features/marketing`,
      `${web}/components/layouts/public-*.tsx`,
    ],
    from: `${web}/components/layouts/dashboard-*.tsx`,
    message: 'marketing pages import no dashboard code',
  },
  {
    target: web,
    from: ['apps/server', 'packages/media'],
    message: 'the web app never imports server code',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'coverage/**',
      // code that breaks the rules on purpose, linted by its own test (layering-lint.test.ts)
      'test-support/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // the rules that read other modules (no-restricted-paths) parse TypeScript too
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // resolves as TypeScript does (extensionless imports, the web's `@/` alias, workspaces):
      // with a resolver that cannot, every zone below is silently skipped
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
            'test-support/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      curly: 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-unresolved': 'error',
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
    // type-aware: a dropped promise can end the server or an engine, and in the web app and the
    // tests hides a failure; the type information costs about 15 s of CPU for the web, e2e and bench
    files: [
      'apps/server/src/**/*.ts',
      'packages/*/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'bench/**/*.ts',
    ],
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
    rules: {
      ...reactHooks.configs.recommended.rules,
      // in the browser a dropped rejection ends nothing: `void refetch()` says it is on purpose,
      // and react-hook-form's handleSubmit is made for an onSubmit attribute
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // a types file is a leaf: a value import would tie it, and every file that reads it, to code
    files: ['packages/media/src/**/*.types.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[importKind='value']",
          message: 'a .types.ts file imports types only (`import type`)',
        },
        {
          selector: "ExportNamedDeclaration[source][exportKind='value']",
          message: 'a .types.ts file re-exports types only (`export type`)',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/test/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
