import { DRAFT_EVENT_TYPES, draftStream, evolveDraft, initialDraftState, type DraftState } from '@reality-draft/events';
import { fold, readStreamOf, type EventStore } from '@reality-draft/kernel';
import type { RecordedDraftEvent } from '../draft/events';

const decider = { initialState: initialDraftState, evolve: evolveDraft };

/**
 * The turn clock's own copy of each draft's state, kept current from the log, so that it reads a
 * draft's whole stream only the first time it meets it (or after missing an event).
 */
export class FollowedDrafts {
  private readonly drafts = new Map<string, { state: DraftState; version: number }>();

  constructor(private readonly events: EventStore) {}

  async afterEvent(event: RecordedDraftEvent): Promise<DraftState> {
    const draftId = event.data.draftId;
    const known = this.drafts.get(draftId);
    if (known && event.version <= known.version) return known.state;
    if (!known || event.version !== known.version + 1) return this.load(draftId);
    return this.keep(draftId, evolveDraft(known.state, event), event.version);
  }

  /** Reads the draft's stream: the authoritative state. */
  async load(draftId: string): Promise<DraftState> {
    const { events, version } = await readStreamOf(this.events, draftStream(draftId), DRAFT_EVENT_TYPES);
    return this.keep(draftId, fold(decider, events), version);
  }

  private keep(draftId: string, state: DraftState, version: number): DraftState {
    if (state.deleted) this.drafts.delete(draftId);
    else this.drafts.set(draftId, { state, version });
    return state;
  }
}
