import { useEffect, useSyncExternalStore } from 'react';

/** The browser storage keys of spec §3; shown for display only, never trusted for access. */
export const STORAGE_KEYS = {
  isAuthenticated: 'isAuthenticated',
  userEmail: 'userEmail',
  customerId: 'customer_id',
  token: 'token',
} as const;

const CHANGE_EVENT = 'orato:local-user-change';

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storeSignedInUser(email: string) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
    window.localStorage.setItem(STORAGE_KEYS.userEmail, email);
  } catch {
    // storage can be unavailable (private mode, quota); the session cookie still works
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearStoredUser() {
  try {
    for (const key of Object.values(STORAGE_KEYS)) {
      window.localStorage.removeItem(key);
    }
  } catch {
    // nothing stored, nothing to clear
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The e-mail stored at sign-in (spec §2 "View App"), kept in sync across tabs. */
export function useStoredUserEmail() {
  return useSyncExternalStore(
    subscribe,
    () => readItem(STORAGE_KEYS.userEmail),
    () => null,
  );
}

/**
 * While the browser still holds sign-in flags, asks the server once whether the session is alive
 * and clears the flags when it is not, so the header stops offering "View App" to a signed-out
 * visitor. Read by hand rather than with the shared schema: the marketing pages carry no zod.
 */
export function useStaleSignInCheck(email: string | null) {
  useEffect(() => {
    if (!email) {
      return;
    }
    const controller = new AbortController();
    fetch('/api/session', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = response.ok ? ((await response.json()) as { user?: unknown }) : undefined;
        if (response.status === 401 || (body && !body.user)) {
          clearStoredUser();
        }
      })
      // offline or aborted: the flags are kept until the server can answer
      .catch(() => undefined);
    return () => controller.abort();
  }, [email]);
}
