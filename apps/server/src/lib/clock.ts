/** The time, as a dependency: services take a clock so tests can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** A moment as the spec's Unix seconds (null stays null). */
export function toUnixSeconds(date: Date): number;
export function toUnixSeconds(date: Date | null): number | null;
export function toUnixSeconds(date: Date | null): number | null {
  return date ? Math.floor(date.getTime() / 1000) : null;
}
