import { randomUUID } from 'node:crypto';
import type { ServiceFactory } from '@reality-draft/kernel';
import { miniGamesRouter } from './api';
import type { MiniGamesDeps } from './minigamesDeps';
import type { PuzzleSource } from './puzzles/puzzleSource';
import { defaultPuzzleSource } from './puzzles/defaultPuzzleSource';
import { canReadMiniGamesTopic, miniGamesTopics } from './readModels/minigamesTopics';
import { cryptoRandomness, type Randomness } from './puzzles/randomness';
import { attemptsProjection } from './readModels/attemptsProjection';
import { miniGamesExport } from './readModels/playerExport';
import { draftsProjection } from './readModels/draftsProjection';
import { gamesProjection } from './readModels/gamesProjection';
import { peopleProjection } from './readModels/peopleProjection';
import { MiniGameQueries } from './readModels/queries';

export interface MiniGamesSettings {
  now: () => Date;
  random: Randomness;
  puzzles: PuzzleSource;
  newId: () => string;
}

/** The mini-games service: sending timed puzzles, attempts on the server's clock, verified solves, rankings and awards. */
export function miniGamesService(overrides: Partial<MiniGamesSettings> = {}): ServiceFactory {
  return ({ events, docs, waitForReadModels }) => {
    const deps: MiniGamesDeps = {
      events,
      queries: new MiniGameQueries(docs),
      waitForReadModels,
      now: overrides.now ?? (() => new Date()),
      random: overrides.random ?? cryptoRandomness,
      puzzles: overrides.puzzles ?? defaultPuzzleSource,
      newId: overrides.newId ?? randomUUID,
    };
    return {
      name: 'minigames',
      projections: [draftsProjection(), peopleProjection(), gamesProjection(), attemptsProjection()],
      router: miniGamesRouter(deps),
      exportPlayer: (playerId) => miniGamesExport(deps, playerId),
      topicsOf: miniGamesTopics,
      canRead: canReadMiniGamesTopic,
    };
  };
}
