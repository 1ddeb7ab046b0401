// `npm run admin -- grant <email> admin|support` or `revoke <email>`: console roles, made on the
// server (never from the web). Reads the same environment as the server. From the sources when
// the TypeScript loader is installed, else (the production image) from the compiled build.
let loader;
try {
  loader = await import('tsx/esm/api');
} catch (error) {
  if (error.code !== 'ERR_MODULE_NOT_FOUND') {
    throw error;
  }
}
if (loader) {
  loader.register();
  await import('../apps/server/src/admin-cli.ts');
} else {
  // built by `npm run build`; a URL, since the file exists only after a build
  await import(new URL('../apps/server/dist/admin.js', import.meta.url).href);
}
