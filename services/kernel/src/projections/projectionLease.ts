/**
 * Who writes a set of read models: the one process holding their lease. Copies of a service share
 * their read models; the lease makes exactly one of them the owner, the others followers.
 */
export interface ProjectionLease {
  /** Tries to take the lease (at once, never waiting); true while this process holds it. */
  tryAcquire(): Promise<boolean>;
  /** Whether the lease is still held, asked of the store itself (a lost connection loses it). */
  stillHeld(): Promise<boolean>;
  /** Lets the lease go (a process stopping hands its read models over at once). */
  release(): Promise<void>;
}

/** The embedded store's lease: its one process owns its read models. */
export const soleOwnerLease = (): ProjectionLease => ({
  tryAcquire: async () => true,
  stillHeld: async () => true,
  release: async () => undefined,
});
