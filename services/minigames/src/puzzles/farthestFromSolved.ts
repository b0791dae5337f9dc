/**
 * The hardest starts a set of pieces allows: every position reachable from a layout (moves are
 * reversible, so that is its whole connected component), then a breadth-first search outwards
 * from all of its solved positions at once. A position's distance is its fewest moves to solve.
 */
import type { SlidingPiece } from '@reality-draft/events';
import { SlidingBoard } from './slidingBoard';

export interface FarthestPositions {
  minMoves: number;
  /** How many positions are that far (often several: a free piece parked in different places). */
  count: number;
  /** The i-th of them, 0 <= i < count (made on demand: an easy component can have thousands). */
  layout(i: number): SlidingPiece[];
  componentSize: number;
}

/** The component as a graph: positions numbered in order of discovery, neighbours in compressed rows. */
interface Component {
  keys: number[];
  firstNeighbour: Int32Array;
  neighbours: Int32Array;
}

/** Null when the contestant can never get out, or the component has more than `maxStates` positions. */
export function farthestFromSolved(pieces: readonly SlidingPiece[], maxStates = 250_000): FarthestPositions | null {
  const board = new SlidingBoard(pieces);
  const component = componentOf(board, maxStates);
  if (!component) return null;
  const { keys, firstNeighbour, neighbours } = component;
  const distance = new Int32Array(keys.length).fill(-1);
  const queue = new Int32Array(keys.length);
  let tail = 0;
  keys.forEach((key, i) => {
    if (!board.isSolved(key)) return;
    distance[i] = 0;
    queue[tail++] = i;
  });
  if (tail === 0) return null;
  for (let head = 0; head < tail; head++) {
    const from = queue[head];
    for (let n = firstNeighbour[from]; n < firstNeighbour[from + 1]; n++) {
      const to = neighbours[n];
      if (distance[to] >= 0) continue;
      distance[to] = distance[from] + 1;
      queue[tail++] = to;
    }
  }
  // The queue is in order of distance: the farthest positions are its tail.
  const minMoves = distance[queue[tail - 1]];
  let first = tail - 1;
  while (first > 0 && distance[queue[first - 1]] === minMoves) first--;
  const farthest = queue.subarray(first, tail);
  return { minMoves, count: farthest.length, layout: (i) => board.piecesAt(keys[farthest[i]]), componentSize: keys.length };
}

function componentOf(board: SlidingBoard, maxStates: number): Component | null {
  const index = new Map([[board.start, 0]]);
  const keys = [board.start];
  const firstNeighbour: number[] = [0];
  const neighbours: number[] = [];
  for (let head = 0; head < keys.length; head++) {
    board.forEachNeighbour(keys[head], (next) => {
      let known = index.get(next);
      if (known === undefined) {
        known = keys.length;
        index.set(next, known);
        keys.push(next);
      }
      neighbours.push(known);
    });
    firstNeighbour.push(neighbours.length);
    if (keys.length > maxStates) return null;
  }
  return { keys, firstNeighbour: Int32Array.from(firstNeighbour), neighbours: Int32Array.from(neighbours) };
}
