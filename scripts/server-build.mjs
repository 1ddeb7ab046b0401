// Compiles the server for production: one ES module, apps/server/dist/main.js, that plain `node`
// runs without a TypeScript loader. The workspace packages (@orato/shared, @orato/media) are
// compiled in; npm packages stay in node_modules and are imported from there at run time.
//
// Modules find files beside themselves through import.meta.url (migrations, fonts, the web build,
// npm packages through createRequire), so each compiled module keeps the URL of its source file:
// the sources ship with the build, and those paths resolve exactly as they do under tsx.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const defaultOutFile = path.join(root, 'apps/server/dist/main.js');
/** The admin command line (`npm run admin`), compiled beside the server for the container. */
const adminOutFile = path.join(root, 'apps/server/dist/admin.js');

/** Bare imports of npm packages stay imports; only our own workspace packages are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@orato/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** import.meta.url / dirname / filename of each module as the URL of its own source file. */
function sourceLocations(outFile) {
  return {
    name: 'source-locations',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const relative = path.relative(path.dirname(outFile), args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url)`;
        const contents = source
          .replaceAll('import.meta.url', `${url}.href`)
          .replaceAll('import.meta.dirname', `__orato_path.dirname(__orato_fileURLToPath(${url}))`)
          .replaceAll('import.meta.filename', `__orato_fileURLToPath(${url})`);
        return { contents, loader: 'ts' };
      });
    },
  };
}

export async function buildServer({ outFile = defaultOutFile, entry = 'main.ts' } = {}) {
  const started = performance.now();
  await build({
    entryPoints: [path.join(root, 'apps/server/src', entry)],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    logLevel: 'warning',
    banner: {
      js: [
        "import __orato_path from 'node:path';",
        "import { fileURLToPath as __orato_fileURLToPath } from 'node:url';",
      ].join('\n'),
    },
    plugins: [externalPackages, sourceLocations(outFile)],
  });
  return { outFile, ms: Math.round(performance.now() - started) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { outFile, ms } = await buildServer();
  console.log(`compiled the server to ${path.relative(root, outFile)} in ${ms} ms`);
  const admin = await buildServer({ outFile: adminOutFile, entry: 'admin-cli.ts' });
  console.log(
    `compiled the admin command to ${path.relative(root, admin.outFile)} in ${admin.ms} ms`,
  );
}
