/** Documented sign-in throttle (ASVS 6.1.1): 10 attempts without a success pause an address. */
export const LOGIN_ATTEMPTS_PER_ROUND = 10;
/** The first pause; each further round without a success doubles it, up to a day. */
export const LOGIN_FIRST_PAUSE_SECONDS = 15 * 60;
export const LOGIN_LONGEST_PAUSE_SECONDS = 24 * 60 * 60;
/** Past the longest pause, so the pauses keep growing for as long as the guessing goes on. */
export const LOGIN_FORGET_AFTER_SECONDS = 2 * LOGIN_LONGEST_PAUSE_SECONDS;

export interface LoginAttempts {
  count: number;
  rounds: number;
  pausedUntil: Date | null;
  lastAttemptAt: Date;
}

/**
 * One password attempt for an address, decided before its password is checked so a burst of
 * parallel guesses is counted in full. Returns the record to store and the seconds to wait (0 to
 * go ahead). Pure, so the schedule is tested as data; the record lives in the database, so every
 * API process counts against the same limit.
 */
export function admitAttempt(
  previous: LoginAttempts | undefined,
  now: Date,
): { attempts: LoginAttempts; waitSeconds: number } {
  const forgotten =
    !previous ||
    now.getTime() - previous.lastAttemptAt.getTime() > LOGIN_FORGET_AFTER_SECONDS * 1000;
  const entry = forgotten
    ? { count: 0, rounds: 0, pausedUntil: null, lastAttemptAt: now }
    : { ...previous };
  if (entry.pausedUntil && entry.pausedUntil > now) {
    return {
      attempts: entry,
      waitSeconds: Math.ceil((entry.pausedUntil.getTime() - now.getTime()) / 1000),
    };
  }
  entry.count += 1;
  entry.lastAttemptAt = now;
  if (entry.count >= LOGIN_ATTEMPTS_PER_ROUND) {
    const pause = Math.min(
      LOGIN_FIRST_PAUSE_SECONDS * 2 ** entry.rounds,
      LOGIN_LONGEST_PAUSE_SECONDS,
    );
    entry.rounds += 1;
    entry.count = 0;
    entry.pausedUntil = new Date(now.getTime() + pause * 1000);
  }
  return { attempts: entry, waitSeconds: 0 };
}
