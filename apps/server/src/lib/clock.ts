/** Injected everywhere time matters, so tests can move it (OTP and token lifetimes, lockouts). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export function manualClock(start = new Date('2026-01-01T00:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
export type ManualClock = ReturnType<typeof manualClock>;

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
