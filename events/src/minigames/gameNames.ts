/**
 * What the service plays: the sliding-block escape, the 20-piece jigsaw, and the picture sudoku, as
 * the code names them (the wire's names are mapped in ./wireNames).
 */
export const GAME_TYPES = ['sliding-block', 'jigsaw', 'sudoku'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** The configuration screen's four games, by id (docs/mini-games.md#catalogue). */
export type CatalogueId = 'contestant-escape' | 'jigsaw-puzzle' | 'picture-sudoku' | 'weekly-trivia';
