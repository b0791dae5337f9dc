import { entryIdOf, type EntryKey, type MiniGameFinished } from '@reality-draft/events';

/** A mini-game finish's awards as ledger entries: one per award, keyed by player and game (the event is their record). */
export function awardEntries({ miniGameId, draftId, showType, awards }: MiniGameFinished['data']) {
  return awards.map(({ playerId, points }) => {
    const key: EntryKey = { subjectKind: 'player', subjectId: playerId, showType, period: 0, pointType: 'minigame', sourceRef: miniGameId, draftId };
    return { entryId: entryIdOf(key), key, points };
  });
}
