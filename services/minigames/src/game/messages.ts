/** The game stream's own refusals (the contract's MINI_GAME_MESSAGES hold the ones the screens know). */
export const GAME_EXISTS = 'A mini-game with this id already exists.';
export const RESET_MEANWHILE = 'The mini-game was reset while its rankings were read: look at the rankings again.';
