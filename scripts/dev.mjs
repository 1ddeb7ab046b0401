// `npm run dev`: one URL, http://localhost:<PORT>, for the web app with hot module reload (Vite)
// and the API, which runs under a watcher (tsx watch: it restarts when a server, shared or media
// file changes) on a private port behind Vite's proxy. Links the API makes (checkout, e-mails)
// point at the one URL, because the API gets PUBLIC_SITE_URL from the configuration read here.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
register();
const { ConfigError, loadConfig } = await import('../apps/server/src/config.ts');
const { freePort } = await import('../test-support/server-process.ts');

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  throw error;
}

const apiPort = await freePort();
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const api = spawn(
  path.join(root, 'node_modules/.bin/tsx'),
  ['watch', '--clear-screen=false', 'apps/server/src/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      PUBLIC_SITE_URL: config.site.url,
      PUBLIC_API_URL: config.site.apiUrl,
    },
  },
);

// everything the API answers outside the web app's own routes
const proxied = ['/api', '/dev', '/checkout', '/billing/test'];
// one host, one cookie, as the API does for the pages it serves (plugins/public-host.plugin.ts):
// the web app opened on another of this machine's names is sent to the public origin's
const site = new URL(config.site.url);
const publicHost = {
  name: 'orato-public-host',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const hostname = new URL(`http://${request.headers.host ?? site.host}`).hostname;
      const isPage = ['GET', 'HEAD'].includes(request.method ?? '');
      if (
        !isPage ||
        hostname === site.hostname ||
        proxied.some((p) => request.url?.startsWith(p))
      ) {
        next();
        return;
      }
      response.writeHead(307, { location: `${site.origin}${request.url ?? '/'}` }).end();
    });
  },
};
const web = await createServer({
  root: path.join(root, 'apps/web'),
  configFile: path.join(root, 'apps/web/vite.config.ts'),
  plugins: [publicHost],
  server: {
    host: config.http.host,
    port: config.http.port,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, apiOrigin])),
  },
});
await web.listen();
console.log(
  `\nOrato dev: ${config.site.url} (web app with hot reload on ${config.http.host}:${config.http.port}; API on ${apiOrigin}, restarted on change)\n`,
);

let stopping = false;
async function stop() {
  if (stopping) {
    return;
  }
  stopping = true;
  api.kill('SIGTERM');
  await web.close();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`the API watcher exited (code ${code})`);
    void stop().then(() => process.exit(1));
  }
});
