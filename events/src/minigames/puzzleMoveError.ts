/** A move the puzzle's rules refuse. The message is for people: the player's screen and the server's 422 show it as is. */
export class PuzzleMoveError extends Error {
  override readonly name = 'PuzzleMoveError';

  /**
   * @param reason why the move is refused, e.g. "Camera Crew (p3) cannot move off its axis"
   * @param moveIndex the move's 0-based index in a replayed proof; the message counts from 1 ("Move 7: …")
   */
  constructor(
    readonly reason: string,
    readonly moveIndex?: number,
  ) {
    super(moveIndex === undefined ? reason : `Move ${moveIndex + 1}: ${reason}`);
  }
}
