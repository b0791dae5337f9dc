import type { Timers } from '../src/timer/timers';

/** A clock tests move by hand: `now` for the service, `timers` for the turn clock's alarms. */
export function manualClock(start = Date.parse('2026-11-21T20:00:00.000Z')) {
  let current = start;
  let alarms: Array<{ at: number; run: () => void; handle: object }> = [];
  const timers: Timers = {
    set(run, delayMs) {
      const handle = {};
      alarms.push({ at: current + delayMs, run, handle });
      return handle;
    },
    clear(handle) {
      alarms = alarms.filter((alarm) => alarm.handle !== handle);
    },
  };
  return {
    now: () => new Date(current),
    timers,
    /** Moves time on and runs every alarm that has come due. */
    advance(ms: number) {
      current += ms;
      const due = alarms.filter((alarm) => alarm.at <= current);
      alarms = alarms.filter((alarm) => alarm.at > current);
      for (const alarm of due) alarm.run();
    },
    pendingAlarms: () => alarms.length,
  };
}

export type ManualClock = ReturnType<typeof manualClock>;
