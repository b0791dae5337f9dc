// The version of each one-stream topic (draft:{id}, a draft's room) whose data this browser already
// holds: a change notice naming no newer version needs no refetch. The drafts API keeps it from every
// room it receives (a room read, or the room a pick answered with), never moving it backwards.

const held = new Map<string, number>();

export function noteHeldVersion(topic: string, version: unknown): void {
  if (typeof version !== 'number' || !Number.isSafeInteger(version)) return;
  held.set(topic, Math.max(held.get(topic) ?? 0, version));
}

/** Whether the data of `topic` at `version` (or later) is already here. */
export function holdsVersion(topic: string, version: number): boolean {
  return (held.get(topic) ?? -1) >= version;
}
