/** Test code only (not built into dist): solving a jigsaw as a person would, for the probe and the process tests. */
import { humanFloorMs, movesToPlay, type PlayerPuzzle } from '@reality-draft/events';

/** The jigsaw's solve: every piece from the tray straight onto its own cell. */
export const jigsawSolve = (puzzle: PlayerPuzzle | undefined) =>
  puzzle?.gameType === 'jigsaw' ? puzzle.pieces.map((piece) => ({ pieceId: piece.id, position: piece.correctPosition })) : [];

/** The server refuses a solve faster than a person can play it: the player takes that long (and a little more, for the clocks' grain). */
export const atHumanPace = (puzzle: PlayerPuzzle) =>
  new Promise((resolve) => setTimeout(resolve, humanFloorMs(movesToPlay(puzzle, jigsawSolve(puzzle).length)) + 50));
