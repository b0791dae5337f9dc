import type { MiniGameAttemptCompleted, PickMade, PointEvent } from '@reality-draft/events';
import { ConcurrencyError, decorateEventStore, type EventStore, type NewEvent } from '../eventStore/eventStore';
import type { ServiceMetrics } from './metrics';

const PICK: PickMade['type'] = 'PickMade';
const POINT_EVENTS: ReadonlySet<string> = new Set<PointEvent['type']>(['PointsEntered', 'PointsCorrected', 'PointsRemoved']);
const MINI_GAME_COMPLETED: MiniGameAttemptCompleted['type'] = 'MiniGameAttemptCompleted';

/** The product's counters move with the events that make them: picks, point entries, mini-game completions. */
function countAppended(metrics: ServiceMetrics, events: NewEvent[]): void {
  for (const { type } of events) {
    if (type === PICK) metrics.picks.inc();
    else if (POINT_EVENTS.has(type)) metrics.pointEntries.inc({ event: type });
    else if (type === MINI_GAME_COMPLETED) metrics.miniGameCompletions.inc();
  }
}

/** Times every append (by outcome) and counts the appended events the product's counters follow. */
export function withMetrics(store: EventStore, metrics: ServiceMetrics): EventStore {
  return decorateEventStore(store, {
    append: async (streamId, events, expected) => {
      const end = metrics.appendDuration.startTimer();
      try {
        const result = await store.append(streamId, events, expected);
        end({ outcome: 'ok' });
        countAppended(metrics, events);
        return result;
      } catch (error) {
        end({ outcome: error instanceof ConcurrencyError ? 'conflict' : 'error' });
        throw error;
      }
    },
  });
}
