import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { USER_ROLES } from '@orato/shared';
import { z } from 'zod';
import { AppError } from './lib/app-error';
import { COMMAND_LINE_ACTOR } from './modules/admin/admin.scope';
import type { StaffRolesService } from './modules/admin/staff-roles.service';

/**
 * `npm run admin -- grant <email> admin|support` and `revoke <email>`: console roles are made on
 * the server, never from the web. The embedded database has one owner, so while a server runs
 * the command hands the change to it over a unix socket in the data folder (mode 0600: only the
 * server's own account can connect, and nothing on the network can).
 */

export const adminCommandSchema = z.object({
  email: z.string().trim().min(3).max(254),
  role: z.enum(USER_ROLES),
});
export type AdminCommand = z.infer<typeof adminCommandSchema>;

export const ADMIN_USAGE = [
  'Usage:',
  '  npm run admin -- grant <email> admin|support',
  '  npm run admin -- revoke <email>',
].join('\n');

const REASON = "from the server's command line";
const MAX_REQUEST_BYTES = 4096;

/** The command the arguments ask for, or the usage text when they ask for none. */
export function parseAdminArgs(args: string[]): AdminCommand | { usage: string } {
  const [verb, email, role] = args;
  if (verb === 'grant' && email && (role === 'admin' || role === 'support') && args.length === 3) {
    return { email, role };
  }
  if (verb === 'revoke' && email && args.length === 2) {
    return { email, role: 'none' };
  }
  return { usage: ADMIN_USAGE };
}

/** Applies the command and says what changed; an AppError carries the reason it did not. */
export async function runAdminCommand(
  roles: StaffRolesService,
  command: AdminCommand,
): Promise<string> {
  const changed = await roles.setRoleByEmail(
    COMMAND_LINE_ACTOR,
    command.email,
    command.role,
    REASON,
  );
  return command.role === 'none'
    ? `Revoked ${changed.email}'s ${changed.before} role: the console is closed to them.`
    : `Granted ${changed.role} to ${changed.email} (was ${changed.before}).`;
}

type Answer = { ok: true; message: string } | { ok: false; error: string };

/** The server's side: takes one command per connection and answers one line of JSON. */
export async function listenForAdminCommands(
  socketPath: string,
  roles: StaffRolesService,
  logger: { error(object: object, message: string): void },
): Promise<Server> {
  // this process owns the database, so a socket file left here was left by a crash
  await rm(socketPath, { force: true });
  const server = createServer((socket) => {
    readLine(socket)
      .then((line) => runAdminCommand(roles, adminCommandSchema.parse(JSON.parse(line))))
      .then(
        (message): Answer => ({ ok: true, message }),
        (error: unknown): Answer => {
          if (!(error instanceof AppError)) {
            logger.error({ err: error }, 'admin command failed');
          }
          return {
            ok: false,
            error: error instanceof AppError ? error.message : 'The command failed.',
          };
        },
      )
      .then((answer) => socket.end(`${JSON.stringify(answer)}\n`))
      .catch(() => socket.destroy());
  });
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  await chmod(socketPath, 0o600);
  return server;
}

/**
 * The command line's side: asks the running server; undefined when none listens (then the
 * command opens the database itself).
 */
export function askRunningServer(
  socketPath: string,
  command: AdminCommand,
): Promise<Answer | undefined> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    socket.once('error', (error: NodeJS.ErrnoException) => {
      // no socket, a dead one, or a path no socket can have (over 107 bytes): no server to ask
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED' || error.code === 'EINVAL') {
        resolve(undefined);
      } else {
        reject(error);
      }
    });
    socket.once('connect', () => {
      socket.write(`${JSON.stringify(command)}\n`);
      readLine(socket).then((line) => resolve(JSON.parse(line) as Answer), reject);
    });
  });
}

function readLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.setTimeout(30_000, () => socket.destroy(new Error('admin command timed out')));
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end >= 0) {
        resolve(text.slice(0, end));
      } else if (text.length > MAX_REQUEST_BYTES) {
        socket.destroy(new Error('admin command too long'));
      }
    });
    socket.once('error', reject);
    socket.once('end', () => reject(new Error('the connection closed before an answer')));
  });
}
