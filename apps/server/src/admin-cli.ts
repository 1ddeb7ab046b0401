import { createStaffRoles } from './admin-services';
import { askRunningServer, parseAdminArgs, runAdminCommand } from './admin-command';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { AppError } from './lib/app-error';

/**
 * `npm run admin -- grant <email> admin|support | revoke <email>`. On the embedded database a
 * running server makes the change (it alone may open the database); with none running, and
 * always on PostgreSQL, the command connects itself.
 */
const command = parseAdminArgs(process.argv.slice(2));
if ('usage' in command) {
  process.stderr.write(`${command.usage}\n`);
  process.exit(64);
}
const config = loadConfig();
const answer =
  config.database.driver === 'pglite'
    ? await askRunningServer(config.admin.socketPath, command)
    : undefined;
if (answer) {
  process.stdout.write(`${answer.ok ? answer.message : answer.error}\n`);
  process.exit(answer.ok ? 0 : 1);
}
const database = await openDatabase(config.database);
try {
  await database.migrate();
  process.stdout.write(`${await runAdminCommand(createStaffRoles(database.db), command)}\n`);
} catch (error) {
  if (!(error instanceof AppError)) {
    throw error;
  }
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
