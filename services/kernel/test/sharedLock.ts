import type { ProjectionLease } from '../src/projections/projectionLease';

/** One lock shared by the copies of a test: what PostgreSQL's advisory lock is to processes. */
export class SharedLock {
  holder: object | undefined;
  lease(): ProjectionLease & { crash(): void } {
    const me = {};
    return {
      tryAcquire: async () => (this.holder ??= me) === me,
      stillHeld: async () => this.holder === me,
      release: async () => {
        if (this.holder === me) this.holder = undefined;
      },
      crash: () => {
        if (this.holder === me) this.holder = undefined;
      },
    };
  }
}
