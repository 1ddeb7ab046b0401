// The server as its own process (as `npm start` runs it), with its output kept in a file and its
// resident memory readable from /proc while a load runs against it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort, stopProcess, waitForHealth } from '../../test-support/server-process';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Resident memory in MB, from /proc/<pid>/status. */
  rssMb(): Promise<number | null>;
  /** User plus system CPU seconds the server has used, from /proc/<pid>/stat. */
  cpuSeconds(): Promise<number>;
  /** Resolves once the server has used under 5 % of a core for two seconds (startup work done). */
  waitUntilQuiet(timeoutMs?: number): Promise<number>;
  /** The last lines the server printed. */
  logTail(): Promise<string>;
  stop(): Promise<void>;
}

/** `checkout`: another copy of the repository to run the server from (a before/after comparison). */
export async function startServerProcess(
  env: Record<string, string>,
  logFile: string,
  checkout = root,
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);
  // node itself (not npm) so that the pid we watch is the server's
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_SITE_URL: baseUrl,
      // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where the server spends a run
      ...(process.env.BENCH_SERVER_NODE_OPTIONS && {
        NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS,
      }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const server: ServerProcess = {
    baseUrl,
    port,
    child,
    rssMb: async () => {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
      const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
      return kb ? Math.round(Number(kb) / 1024) : null;
    },
    cpuSeconds: () => cpuSeconds(child.pid!),
    waitUntilQuiet: async (timeoutMs = 60_000) => {
      const started = Date.now();
      let last = await cpuSeconds(child.pid!);
      let quietSince = Date.now();
      while (Date.now() - started < timeoutMs) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const now = await cpuSeconds(child.pid!);
        if (now - last > 0.025) {
          quietSince = Date.now();
        } else if (Date.now() - quietSince >= 2000) {
          break;
        }
        last = now;
      }
      return Date.now() - started;
    },
    logTail: async () =>
      (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-20).join('\n'),
    stop: () => stopProcess(child),
  };
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}:\n${await server.logTail()}`, { cause: error });
  }
  return server;
}

/** User plus system CPU time of a process, in seconds, from /proc/<pid>/stat. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // fields after the command name, which is in parentheses and may hold spaces
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  return ticks / 100;
}
