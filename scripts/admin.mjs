// `npm run admin -- grant <email> admin|support` or `revoke <email>`: console roles, made on the
// server (never from the web). Reads the same environment as the server.
import { register } from 'tsx/esm/api';

register();
await import('../apps/server/src/admin-cli.ts');
