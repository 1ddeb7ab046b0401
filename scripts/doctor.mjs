// `npm run doctor`: checks every configured provider (models, prices, keys, bucket, SMTP, Google)
// with read-only calls and prints what to fix. Reads the same environment as the server.
import { register } from 'tsx/esm/api';

register();
await import('../apps/server/src/doctor.ts');
