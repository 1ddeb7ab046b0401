import { ADMIN_VERIFY_REQUIRED } from '@orato/shared';

import { ApiError } from '@/lib/api-client';

type Listener = () => void;

interface Waiting {
  promise: Promise<void>;
  resolve: () => void;
  reject: (reason: Error) => void;
}

let waiting: Waiting | null = null;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

/** A staff request the server refused until the password is typed again (15 minutes idle). */
export const isVerifyRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ADMIN_VERIFY_REQUIRED;

/**
 * Where staff requests that met `ADMIN_VERIFY_REQUIRED` wait for the password: one wait, shared by
 * every request that met it, which the console's password prompt ends. With no prompt on screen
 * to ask, a request does not wait but fails with the server's error.
 */
export const freshSessionGate = {
  wait(refusal: ApiError): Promise<void> {
    if (listeners.size === 0) {
      return Promise.reject(refusal);
    }
    if (!waiting) {
      let resolve!: () => void;
      let reject!: (reason: Error) => void;
      const promise = new Promise<void>((onResolve, onReject) => {
        resolve = onResolve;
        reject = onReject;
      });
      waiting = { promise, resolve, reject };
      notify();
    }
    return waiting.promise;
  },
  isWaiting: (): boolean => waiting !== null,
  /** The password was accepted: every waiting request goes again. */
  confirmed() {
    waiting?.resolve();
    waiting = null;
    notify();
  },
  /** The operator left instead: every waiting request fails with `refusal`. */
  abandon(refusal: Error) {
    waiting?.reject(refusal);
    waiting = null;
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
