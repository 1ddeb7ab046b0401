import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/**
 * `npm run admin -- grant <email> <role>`, as an operator types it on the server's machine: with
 * the server running on the embedded database, the command hands the change to it.
 */
export async function grantRole(
  dataDir: string,
  email: string,
  role: 'admin' | 'support',
): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'grant', email, role], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir },
    timeout: 60_000,
  });
  return stdout.trim();
}
