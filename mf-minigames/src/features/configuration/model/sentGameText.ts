// How the admin's sent games read: 'Big Brother #CODE', completions out of participants, the date,
// and the Finish dialog's option label (title and join code, or 'No Code').
import { gameTypeFromWire, type GameType, type SentMiniGame } from '@reality-draft/events';
import { draftLabel, shortDateText } from '@reality-draft/kit';

export function sentGameDraftLabel(game: Pick<SentMiniGame, 'draft'>): string {
  return game.draft?.joinCode ? draftLabel(game.draft) : 'No draft';
}

/** A sent game's one status word: 'Finished' once points are awarded, else 'Open' (never 'In Progress'). */
export function sentGameStatus(game: Pick<SentMiniGame, 'finished'>): 'Finished' | 'Open' {
  return game.finished ? 'Finished' : 'Open';
}

export function completionsText(game: Pick<SentMiniGame, 'completions' | 'participants'>): string {
  return `${game.completions}/${game.participants} completed`;
}

/** "Sent 12 Mar 2026"; empty when the date is missing or unreadable. */
export function sentDateText(sentAt: string | null | undefined, locale?: string): string {
  const date = shortDateText(sentAt, locale);
  return date === '—' ? '' : `Sent ${date}`;
}

/** The Finish dialog's choice: "Family Game Night Jigsaw · ABC123", or "… · No Code". */
export function finishOptionLabel(game: Pick<SentMiniGame, 'title' | 'draft' | 'finished'>): string {
  const code = game.draft?.joinCode || 'No Code';
  return `${game.title} · ${code}${game.finished ? ' (finished)' : ''}`;
}

/** The sent games of one game type, newest first (the Finish dialog lists those of the opened game). */
export function sentGamesOfType(games: readonly SentMiniGame[] | undefined, gameType: GameType | null): SentMiniGame[] {
  return (games ?? []).filter((game) => gameType === null || gameTypeFromWire(game.gameType) === gameType).sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}
