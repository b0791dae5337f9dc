import {
  isSolvedGrid,
  MINI_GAME_MESSAGES,
  PuzzleMoveError,
  replayJigsawMoves,
  replaySlidingMoves,
  type AttemptPuzzle,
  type JigsawMove,
  type SlidingMove,
  type SolveProof,
} from '@reality-draft/events';
import { BadRequest, RuleViolation } from '@reality-draft/kernel';
import type { ProofClaim } from './commands';
import { notAJigsawMove, notASlidingMove, SUDOKU_BY_VALIDATE } from './messages';

/** A sudoku grid that does not solve the puzzle: the validate call answers it as { isValid: false }. */
export class IncorrectSolution extends RuleViolation {
  constructor() {
    super(MINI_GAME_MESSAGES.incorrectSolution);
  }
}

type ClaimedMoves = NonNullable<Extract<ProofClaim, { kind: 'moves' }>['moves']>;

/** Only the fields the rules read are kept (the log records the proof as replayed). */
function slidingMoves(moves: ClaimedMoves): SlidingMove[] {
  return moves.map(({ pieceId, row, col }, index) => {
    if (typeof pieceId !== 'string' || row === undefined || col === undefined) throw new RuleViolation(notASlidingMove(index));
    return { pieceId, row, col };
  });
}

function jigsawMoves(moves: ClaimedMoves): JigsawMove[] {
  return moves.map(({ pieceId, position }, index) => {
    if (typeof pieceId !== 'number' || position === undefined) throw new RuleViolation(notAJigsawMove(index));
    return { pieceId, position };
  });
}

/** Replays the rules from the recorded layout; an illegal move answers the rules' own message. */
function replayed<T>(replay: () => T): T {
  try {
    return replay();
  } catch (error) {
    if (error instanceof PuzzleMoveError) throw new RuleViolation(error.message);
    throw error;
  }
}

function movesOf(claim: ProofClaim): ClaimedMoves {
  if (claim.kind !== 'moves' || !claim.moves) throw new BadRequest(MINI_GAME_MESSAGES.proofMissing);
  return claim.moves;
}

/** The proof, checked against the puzzle the attempt recorded: its moves replayed, or its grid checked. */
export function verifiedProof(puzzle: AttemptPuzzle, claim: ProofClaim): { proof: SolveProof; moveCount: number } {
  switch (puzzle.gameType) {
    case 'sliding-block': {
      const moves = slidingMoves(movesOf(claim));
      if (!replayed(() => replaySlidingMoves(puzzle.level, moves)).solved) throw new RuleViolation(MINI_GAME_MESSAGES.unsolved);
      return { proof: { gameType: 'sliding-block', moves }, moveCount: moves.length };
    }
    case 'jigsaw': {
      const moves = jigsawMoves(movesOf(claim));
      if (!replayed(() => replayJigsawMoves(puzzle.pieces, moves)).solved) throw new RuleViolation(MINI_GAME_MESSAGES.unsolved);
      return { proof: { gameType: 'jigsaw', moves }, moveCount: moves.length };
    }
    case 'sudoku':
      if (claim.kind !== 'grid') throw new RuleViolation(SUDOKU_BY_VALIDATE);
      if (!isSolvedGrid(claim.grid, puzzle.puzzle)) throw new IncorrectSolution();
      // Sudoku counts no moves: equal times go to the earlier completion.
      return { proof: { gameType: 'sudoku', grid: claim.grid }, moveCount: 0 };
  }
}
