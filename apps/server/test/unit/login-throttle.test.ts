import { describe, expect, it } from 'vitest';
import {
  admitAttempt,
  LOGIN_ATTEMPTS_PER_ROUND,
  LOGIN_FIRST_PAUSE_SECONDS,
  LOGIN_FORGET_AFTER_SECONDS,
  LOGIN_LONGEST_PAUSE_SECONDS,
  type LoginAttempts,
} from '../../src/modules/auth/login-throttle';

const start = new Date('2026-11-21T10:00:00Z');
const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);

/** Runs `count` attempts at `at`, returning the record and the last wait. */
function attempts(count: number, at: Date, from?: LoginAttempts) {
  let record = from;
  let waitSeconds = 0;
  for (let index = 0; index < count; index++) {
    ({ attempts: record, waitSeconds } = admitAttempt(record, at));
  }
  return { record: record!, waitSeconds };
}

describe('the sign-in throttle schedule', () => {
  it('lets nine attempts through and pauses the address on the tenth for 15 minutes', () => {
    const nine = attempts(LOGIN_ATTEMPTS_PER_ROUND - 1, start);
    expect(nine).toEqual({
      record: { count: 9, rounds: 0, pausedUntil: null, lastAttemptAt: start },
      waitSeconds: 0,
    });
    const tenth = attempts(1, start, nine.record);
    expect(tenth.waitSeconds).toBe(0);
    expect(tenth.record).toMatchObject({ count: 0, rounds: 1, pausedUntil: after(15 * 60) });
    expect(admitAttempt(tenth.record, after(60)).waitSeconds).toBe(LOGIN_FIRST_PAUSE_SECONDS - 60);
  });

  it('doubles the pause each round, up to a day, and never counts attempts made while paused', () => {
    let record: LoginAttempts | undefined;
    let now = start;
    const pauses: number[] = [];
    for (let round = 0; round < 8; round++) {
      record = attempts(LOGIN_ATTEMPTS_PER_ROUND, now, record).record;
      const paused = admitAttempt(record, now);
      expect(paused.attempts.count).toBe(0);
      pauses.push(paused.waitSeconds);
      now = record.pausedUntil!;
    }
    expect(pauses).toEqual([900, 1800, 3600, 7200, 14400, 28800, 57600, 86400]);
    expect(Math.max(...pauses)).toBe(LOGIN_LONGEST_PAUSE_SECONDS);
  });

  it('forgets an address that has been quiet for two days', () => {
    const paused = attempts(LOGIN_ATTEMPTS_PER_ROUND, start).record;
    const later = after(LOGIN_FORGET_AFTER_SECONDS + 1);
    expect(admitAttempt(paused, later)).toEqual({
      attempts: { count: 1, rounds: 0, pausedUntil: null, lastAttemptAt: later },
      waitSeconds: 0,
    });
  });
});
