import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type GameDocument } from './documents';

/** Each sent game in its current round: finished or not, and the finish's awards. A deleted game is dropped. */
export const gamesProjection = defineProjection({
  name: 'minigames.games',
  collections: [COLLECTIONS.games],
  handles: ['MiniGameSent', 'MiniGameFinished', 'MiniGameAttemptsReset', 'MiniGameDeleted'],
  async apply(event, { upsert }) {
    await upsert<GameDocument>(COLLECTIONS.games, event.data.miniGameId, (game) => {
      if (event.type === 'MiniGameSent') {
        const { miniGameId, draftId, adminId, showType, joinCode, gameType, title, description, setup, sentAt } = event.data;
        return { id: miniGameId, draftId, adminId, showType, joinCode, gameType, title, description, setup, sentAt, round: 1, finished: false, awards: [] };
      }
      if (!game) return null;
      switch (event.type) {
        case 'MiniGameFinished':
          return { ...game, finished: true, awards: event.data.awards };
        case 'MiniGameAttemptsReset':
          return { ...game, round: event.data.round, finished: false, awards: [] };
        case 'MiniGameDeleted':
          return null;
      }
    });
  },
});
