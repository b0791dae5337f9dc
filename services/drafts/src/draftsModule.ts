import { demoModeOn, type ServiceFactory } from '@reality-draft/kernel';
import { draftsRouter } from './api';
import { draftsExport } from './readModels/playerExport';
import { chatProjection } from './readModels/chatProjection';
import { castProjection } from './readModels/castProjection';
import { canReadDraftTopic, draftStreamTopic, draftTopics } from './readModels/draftTopics';
import { cryptoRandomness, type Randomness } from './draft/randomness';
import type { DraftsDeps } from './draftsDeps';
import { peopleProjection } from './readModels/peopleProjection';
import { queueProjection } from './readModels/queueProjection';
import { DraftQueries } from './readModels/draftQueries';
import { roomProjection } from './readModels/roomProjection';
import { draftTopicChange } from './readModels/roomNotice';
import { RoomViewCache } from './readModels/roomViewCache';
import { TurnClock } from './timer/turnClock';
import { realTimers, type Timers } from './timer/timers';
import { TurnPins } from './draft/turnPins';

export interface DraftsSettings {
  /** Demo player accounts are played by bots that pick 3 s into their turn (DEMO=1). */
  demoBots: boolean;
  /** Run the turn timer in this process (TURN_CLOCK=0 turns it off, e.g. on read-only replicas). */
  turnClock: boolean;
  random: Randomness;
  now: () => Date;
  timers: Timers;
}

export function draftsSettingsFromEnv(env: NodeJS.ProcessEnv): DraftsSettings {
  return {
    demoBots: demoModeOn(env),
    turnClock: env.TURN_CLOCK !== '0',
    random: cryptoRandomness,
    now: () => new Date(),
    timers: realTimers,
  };
}

/** The drafts service: lifecycle, join codes, snake order, the turn timer and auto-pick, room views. */
export function draftsService(overrides: Partial<DraftsSettings> = {}): ServiceFactory {
  return ({ events, docs, env, logger, waitForReadModels, followLog, readModelsRole }) => {
    const settings = { ...draftsSettingsFromEnv(env), ...overrides };
    const queries = new DraftQueries(docs, readModelsRole);
    const roomViews = new RoomViewCache(readModelsRole);
    queries.inMemory.rooms.onReplaced((draftId) => roomViews.forget(draftId));
    const deps: DraftsDeps = {
      events,
      queries,
      roomViews,
      waitForReadModels,
      now: settings.now,
      random: settings.random,
      logger,
      demoBots: settings.demoBots,
      turnPins: new TurnPins(),
    };
    const clock = new TurnClock(deps, followLog, settings.timers);
    return {
      name: 'drafts',
      projections: [
        peopleProjection(queries.inMemory.people),
        castProjection(queries.inMemory.casts),
        roomProjection(queries.inMemory.rooms, queries.inMemory.casts),
        queueProjection(),
        chatProjection(),
      ],
      router: draftsRouter(deps),
      exportPlayer: (playerId) => draftsExport(queries, playerId),
      topicsOf: draftTopics,
      streamTopicOf: draftStreamTopic,
      changeOf: draftTopicChange(queries, settings.now),
      canRead: (topic, who) => canReadDraftTopic(deps.queries, async () => waitForReadModels(await events.head()), topic, who),
      async start() {
        if (settings.turnClock) await clock.start();
      },
      stop: () => clock.stop(),
    };
  };
}
