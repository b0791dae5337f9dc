import type { DocumentStore } from '@reality-draft/kernel';
import { attemptId, COLLECTIONS, type AttemptDocument, type DraftDocument, type GameDocument, type PersonDocument } from './documents';

type Stored<T> = T & { lastPosition?: number; _id?: string };

/** Documents as the answers use them: without the store's bookkeeping. */
function clean<T>(document: Stored<T>): T {
  const { lastPosition: _position, _id: _storeId, ...rest } = document;
  return rest as T;
}

/** The read models, queried. */
export class MiniGameQueries {
  constructor(private readonly docs: DocumentStore) {}

  private async find<T>(collection: string, filter: Record<string, unknown>, sort?: Record<string, 1 | -1>): Promise<T[]> {
    const found = await this.docs.collection<Stored<T> & Record<string, unknown>>(collection).find(filter, sort && { sort });
    return found.map((document) => clean<T>(document));
  }

  private async one<T>(collection: string, id: string): Promise<T | null> {
    const found = await this.docs.collection<Stored<T> & Record<string, unknown>>(collection).findOne({ id });
    return found && clean<T>(found);
  }

  draft = (draftId: string) => this.one<DraftDocument>(COLLECTIONS.drafts, draftId);
  draftsOfAdmin = (adminId: string) => this.find<DraftDocument>(COLLECTIONS.drafts, { adminId }, { id: 1 });
  draftsOfPlayer = (playerId: string) => this.find<DraftDocument>(COLLECTIONS.drafts, { participants: playerId }, { id: 1 });
  drafts = (draftIds: string[]) => this.find<DraftDocument>(COLLECTIONS.drafts, { id: { $in: draftIds } });

  game = (miniGameId: string) => this.one<GameDocument>(COLLECTIONS.games, miniGameId);
  /** Newest first. */
  games = (filter: { adminId?: string; draftIds?: string[] } = {}) =>
    this.find<GameDocument>(
      COLLECTIONS.games,
      { ...(filter.adminId && { adminId: filter.adminId }), ...(filter.draftIds && { draftId: { $in: filter.draftIds } }) },
      { sentAt: -1, id: 1 },
    );

  attempt = (game: Pick<GameDocument, 'id' | 'round'>, playerId: string) =>
    this.one<AttemptDocument>(COLLECTIONS.attempts, attemptId(game.id, playerId, game.round));
  /** The attempts of the games' current rounds. */
  attempts = (games: Pick<GameDocument, 'id' | 'round'>[], playerId?: string) =>
    games.length === 0
      ? Promise.resolve([])
      : this.find<AttemptDocument>(COLLECTIONS.attempts, {
          $or: games.map((game) => ({ miniGameId: game.id, round: game.round })),
          ...(playerId && { playerId }),
        });

  /** Every attempt of the player, in every round of every game, oldest first. */
  attemptsOf = (playerId: string) => this.find<AttemptDocument>(COLLECTIONS.attempts, { playerId }, { startedAt: 1, id: 1 });

  people = async (ids: string[]): Promise<Map<string, PersonDocument>> =>
    new Map((await this.find<PersonDocument>(COLLECTIONS.people, { id: { $in: [...new Set(ids)] } })).map((person) => [person.id, person]));
}
