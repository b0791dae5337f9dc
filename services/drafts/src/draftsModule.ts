import type { ServiceFactory } from '@reality-draft/kernel';
import { draftsRouter } from './api';
import { castProjection } from './cast/castProjection';
import { draftTopics } from './draftTopics';
import { cryptoRandomness, type Randomness } from './draft/randomness';
import type { DraftsDeps } from './draftsDeps';
import { peopleProjection } from './people/peopleProjection';
import { queueProjection } from './queue/pickQueue';
import { DraftQueries } from './room/draftQueries';
import { roomProjection } from './room/roomProjection';
import { TurnClock } from './timer/turnClock';

export interface DraftsSettings {
  /** Demo player accounts are played by bots that pick 3 s into their turn (DEMO=1). */
  demoBots: boolean;
  /** Run the turn timer in this process (TURN_CLOCK=0 turns it off, e.g. on read-only replicas). */
  turnClock: boolean;
  random: Randomness;
  now: () => Date;
}

export function draftsSettingsFromEnv(env: NodeJS.ProcessEnv): DraftsSettings {
  return {
    demoBots: env.DEMO === '1' || env.DEMO === 'true',
    turnClock: env.TURN_CLOCK !== '0',
    random: cryptoRandomness,
    now: () => new Date(),
  };
}

/** The drafts service: lifecycle, join codes, snake order, the turn timer and auto-pick, room views. */
export function draftsService(overrides: Partial<DraftsSettings> = {}): ServiceFactory {
  return ({ events, docs, env, logger, waitForReadModels }) => {
    const settings = { ...draftsSettingsFromEnv(env), ...overrides };
    const deps: DraftsDeps = {
      events,
      queries: new DraftQueries(docs),
      waitForReadModels,
      now: settings.now,
      random: settings.random,
      logger,
      demoBots: settings.demoBots,
    };
    const clock = new TurnClock(deps);
    return {
      name: 'drafts',
      projections: [peopleProjection, castProjection, roomProjection, queueProjection],
      router: draftsRouter(deps),
      topicsOf: draftTopics,
      async start() {
        if (settings.turnClock) await clock.start();
      },
      stop: () => clock.stop(),
    };
  };
}
