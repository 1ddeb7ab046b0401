import { loadConfig } from './config';
import { createStorage } from './outside-systems';
import { createProviderDoctor } from './doctor-probes';
import { resolveAppSecret } from './lib/app-secret';
import { UrlSigner } from './lib/url-signer';
import { formatDoctorTable } from './modules/health/provider-doctor.service';

/**
 * `npm run doctor`: checks every configured provider with its cheapest read-only call and prints
 * provider, status, what was found and what to fix. Exits 1 when any check fails. Spends nothing.
 */
const config = loadConfig();
const storage = createStorage(
  config,
  new UrlSigner(await resolveAppSecret(config.appSecret, config.dataDir)),
);
const checks = await createProviderDoctor(config, storage).examine();
process.stdout.write(`${formatDoctorTable(checks)}\n`);
process.exitCode = checks.some((check) => check.status === 'fail') ? 1 : 0;
