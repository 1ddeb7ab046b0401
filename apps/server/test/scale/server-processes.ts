import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { serverArguments } from '../../../../test-support/server-bundle';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** One `apps/server` process, started as a container starts it (compiled, on plain `node`), with its output kept. */
export class ServerProcess {
  private readonly child: ChildProcess;
  private output = '';

  constructor(
    readonly label: string,
    env: Record<string, string>,
  ) {
    const inherited = { ...process.env };
    // the test runner's loader flags are not the server's
    delete inherited.NODE_OPTIONS;
    this.child = spawn(process.execPath, serverArguments(inject('serverBundle')), {
      cwd: repoRoot,
      env: { ...inherited, ...env },
      // its own process group, so the whole tree (ffmpeg included) can be killed at once
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-200_000);
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
  }

  get pid(): number {
    return this.child.pid!;
  }

  get exited(): boolean {
    return this.child.exitCode !== null || this.child.signalCode !== null;
  }

  /** The last lines it printed, for a failure message. */
  tail(lines = 30): string {
    return `--- ${this.label} (pid ${this.pid}) ---\n${this.output.split('\n').slice(-lines).join('\n')}`;
  }

  /** Waits until it printed `text` (a log line), failing if it exits first. */
  async waitForOutput(text: string, timeoutMs: number): Promise<void> {
    await this.waitUntil(async () => this.output.includes(text), timeoutMs, `to print "${text}"`);
  }

  /** Waits until GET `url` answers 200, failing if it exits first. */
  async waitForHealth(url: string, timeoutMs: number): Promise<void> {
    await this.waitUntil(
      () =>
        fetch(url)
          .then((response) => response.ok)
          .catch(() => false),
      timeoutMs,
      `to answer ${url}`,
    );
  }

  /** SIGKILL to the whole process group: what a machine or container dying looks like. */
  async killTree(): Promise<void> {
    if (this.exited) {
      return;
    }
    const gone = new Promise((resolve) => this.child.once('exit', resolve));
    try {
      process.kill(-this.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await gone;
  }

  private async waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exited) {
        throw new Error(`${this.label} exited before it was ready\n${this.tail()}`);
      }
      if (await check()) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${this.label} took over ${timeoutMs} ms ${what}\n${this.tail()}`);
  }
}

/**
 * The command names of the child processes of `parents`, sampled from /proc until stopped:
 * which processes ran ffmpeg, and which never started anything.
 */
export function watchChildren(parents: Record<string, number>, intervalMs = 100) {
  const seen = new Map<string, Set<string>>(
    Object.keys(parents).map((label) => [label, new Set()]),
  );
  const byPid = new Map(Object.entries(parents).map(([label, pid]) => [pid, label]));
  const sample = () => {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) {
        continue;
      }
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // the command name sits in parentheses and may hold spaces; the parent pid follows it
        const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const label = byPid.get(parent);
        if (label) {
          seen.get(label)!.add(command);
        }
      } catch {
        // it ended while being read
      }
    }
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop(): Record<string, string[]> {
      clearInterval(timer);
      return Object.fromEntries([...seen].map(([label, commands]) => [label, [...commands]]));
    },
  };
}
