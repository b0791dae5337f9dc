export { miniGamesService, type MiniGamesSettings } from './minigamesModule';
export type { Randomness } from './puzzles/randomness';
