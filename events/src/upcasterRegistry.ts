/**
 * Upcasters turn an old event shape into the current one as it is read; stored events are never
 * rewritten. Register one per (type, schemaVersion) when an event's shape changes.
 */
export interface VersionedEvent {
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
}

type Upcaster = (data: any) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any

export class Upcasters {
  private readonly steps = new Map<string, Upcaster>();

  /** `from` is the schemaVersion the step reads; it produces `from + 1`. */
  register(type: string, from: number, step: Upcaster): this {
    this.steps.set(`${type}@${from}`, step);
    return this;
  }

  /** The schemaVersion new events of `type` are written with: one past the last registered step. */
  currentVersion(type: string): number {
    let version = 1;
    while (this.steps.has(`${type}@${version}`)) version += 1;
    return version;
  }

  upcast<E extends VersionedEvent>(event: E): E {
    let version = Number(event.metadata.schemaVersion ?? 1);
    let data = event.data;
    for (let step = this.steps.get(`${event.type}@${version}`); step; step = this.steps.get(`${event.type}@${version}`)) {
      data = step(data);
      version += 1;
    }
    return data === event.data ? event : { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
  }
}
