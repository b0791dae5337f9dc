/** The attempt stream's own refusals (the contract's MINI_GAME_MESSAGES hold the ones the screens know). */
export const GIVENS_FIXED = "The puzzle's given cells cannot change.";
export const SUDOKU_BY_VALIDATE = 'A sudoku completes when the server checks its full grid: submit it to validate.';
export const notASlidingMove = (index: number) => `Move ${index + 1} is not a sliding-block move ({ pieceId, row, col }).`;
export const notAJigsawMove = (index: number) => `Move ${index + 1} is not a jigsaw move ({ pieceId, position }).`;
