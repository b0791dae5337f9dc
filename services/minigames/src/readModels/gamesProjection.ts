import { JIGSAW_PIECES, type GameSetup } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type GameDocument } from './documents';

/** What everyone playing a game gets, as the admin's list labels it. */
function difficultyOf(setup: GameSetup): string {
  switch (setup.gameType) {
    case 'sliding-block':
      return `${setup.minMoves} moves`;
    case 'jigsaw':
      return `${JIGSAW_PIECES} pieces`;
    case 'sudoku':
      return setup.difficulty;
  }
}

/** Each sent game in its current round: finished or not (and when), and the finish's awards. A deleted game is dropped. */
export const gamesProjection = () =>
  defineProjection({
    name: 'minigames.games',
    // 2: the sliding-block game is 'sliding-block' in its documents (it was 'rush_hour').
    version: 2,
    collections: [COLLECTIONS.games],
    handles: ['MiniGameSent', 'MiniGameFinished', 'MiniGameAttemptsReset', 'MiniGameDeleted'],
    async apply(event, { upsert }) {
      await upsert<GameDocument>(COLLECTIONS.games, event.data.miniGameId, (game) => {
        if (event.type === 'MiniGameSent') {
          const { miniGameId, setup, ...sent } = event.data;
          return { ...sent, id: miniGameId, difficulty: difficultyOf(setup), round: 1, finished: false, finishedAt: null, awards: [] };
        }
        if (!game) return null;
        switch (event.type) {
          case 'MiniGameFinished':
            return { ...game, finished: true, finishedAt: event.data.finishedAt, awards: event.data.awards };
          case 'MiniGameAttemptsReset':
            return { ...game, round: event.data.round, finished: false, finishedAt: null, awards: [] };
          case 'MiniGameDeleted':
            return null;
        }
      });
    },
  });
