import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Fields every log line of one unit of work carries (a job's id, the user it works for), added
 * by the logger's mixin. Only ids go here: never an e-mail address or a script's text.
 */
export interface LogContext {
  jobId?: string;
  jobName?: string;
  userId?: string;
  generationId?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `work` with `fields` on every line it logs, however deep the call that logs. */
export function withLogContext<T>(fields: LogContext, work: () => Promise<T>): Promise<T> {
  return storage.run({ ...storage.getStore(), ...fields }, work);
}

/**
 * Adds fields learnt part way through (the job's user, once its row is read). Outside a
 * `withLogContext` (an HTTP request) it does nothing: the request has its own id.
 */
export function addLogContext(fields: LogContext): void {
  const current = storage.getStore();
  if (current) {
    Object.assign(current, fields);
  }
}

/** The fields of the work running now, for the logger's mixin. */
export function currentLogContext(): LogContext {
  return storage.getStore() ?? {};
}
