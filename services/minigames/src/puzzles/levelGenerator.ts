/**
 * Our own sliding-block level maker. Random layouts are improved by hill climbing (add, remove or
 * move a piece; keep the change unless the layout gets easier); every layout met is taken to the
 * hardest start its pieces allow (farthestFromSolved) and graded by the fewest moves it needs.
 * Deterministic for a seed. scripts/generate-sliding-levels.js writes the committed set with it.
 */
import { SLIDING_EXIT_ROW, SLIDING_GRID_SIZE, slidingCells, slidingDifficultyFor, type SlidingLevel, type SlidingPiece } from '@reality-draft/events';
import { farthestFromSolved } from './farthestFromSolved';
import { dressedPieces, levelName } from './levelNames';
import { seededRandom } from './seededRandom';

const SIZE = SLIDING_GRID_SIZE;
const STALL_LIMIT = 60;

const below = (random: () => number, max: number) => Math.floor(random() * max);

const freshId = (layout: readonly SlidingPiece[]) => {
  const ids = new Set(layout.map((piece) => piece.id));
  let n = 1;
  while (ids.has(`p${n}`)) n++;
  return `p${n}`;
};

function piece(id: string, row: number, col: number, length: number, isHorizontal: boolean, extra: Partial<SlidingPiece> = {}): SlidingPiece {
  return { id, name: id, row, col, length, isHorizontal, isTarget: false, color: '', ...extra };
}

/**
 * A random piece or obstacle somewhere free, or null after a few tries. Nothing horizontal and no
 * obstacle goes on the exit row: either would wall the exit off for good.
 */
function randomPlacement(random: () => number, layout: readonly SlidingPiece[], obstacle: boolean): SlidingPiece | null {
  const taken = new Set(layout.flatMap((placed) => slidingCells(placed).map(({ row, col }) => row * SIZE + col)));
  const offExitRow = (row: number) => (row >= SLIDING_EXIT_ROW ? row + 1 : row);
  for (let tries = 0; tries < 50; tries++) {
    const isHorizontal = obstacle || random() < 0.5;
    const length = obstacle ? 1 : random() < 0.75 ? 2 : 3;
    const row = isHorizontal ? offExitRow(below(random, SIZE - 1)) : below(random, SIZE - length + 1);
    const col = isHorizontal ? below(random, SIZE - length + 1) : below(random, SIZE);
    const candidate = piece(freshId(layout), row, col, length, isHorizontal, obstacle ? { isObstacle: true } : {});
    if (slidingCells(candidate).every(({ row: r, col: c }) => !taken.has(r * SIZE + c))) return candidate;
  }
  return null;
}

export function randomLayout(random: () => number, pieces: number, obstacles: number): SlidingPiece[] {
  let layout = [piece('target', SLIDING_EXIT_ROW, below(random, SIZE - 2), 2, true, { isTarget: true })];
  for (let i = 0; i < pieces + obstacles; i++) {
    const added = randomPlacement(random, layout, i >= pieces);
    if (added) layout = [...layout, added];
  }
  return layout;
}

/** One random change: move a piece elsewhere (30%), remove one (30%) or add one; removals stop at four pieces besides the contestant. */
export function mutated(random: () => number, layout: readonly SlidingPiece[]): SlidingPiece[] {
  const others = layout.filter((placed) => !placed.isTarget);
  const roll = random();
  const removes = others.length > 4 && roll < 0.6;
  const without = removes ? layout.filter((placed) => placed !== others[below(random, others.length)]) : [...layout];
  if (removes && roll >= 0.3) return without;
  const added = randomPlacement(random, without, random() < 0.05);
  return added ? [...without, added] : without;
}

export interface GradedLayout {
  minMoves: number;
  layout: SlidingPiece[];
}

export interface ClimbOptions {
  climbSteps: number;
  /** Layouts whose component has more positions are skipped: they are loose, rarely hard, and slow to search. */
  maxComponent: number;
}

/** The hardest start of the layout's pieces, picked at random among equals. */
export function graded(random: () => number, layout: readonly SlidingPiece[], maxComponent: number): GradedLayout | null {
  const farthest = farthestFromSolved(layout, maxComponent);
  if (!farthest) return null;
  return { minMoves: farthest.minMoves, layout: farthest.layout(below(random, farthest.count)) };
}

/** Hill climbing from a random layout, calling `met` with every graded layout on the way; it stops early once it has stalled for a while. */
export function climb(random: () => number, options: ClimbOptions, met: (found: GradedLayout) => void): void {
  let current: GradedLayout | null = null;
  while (!current) current = graded(random, randomLayout(random, 7 + below(random, 6), random() < 0.3 ? 1 : 0), options.maxComponent);
  met(current);
  for (let step = 0, stalled = 0; step < options.climbSteps && stalled < STALL_LIMIT; step++, stalled++) {
    const next = graded(random, mutated(random, current.layout), options.maxComponent);
    if (!next) continue;
    met(next);
    if (next.minMoves > current.minMoves) stalled = 0;
    if (next.minMoves >= current.minMoves) current = next;
  }
}

export interface LevelSetOptions extends ClimbOptions {
  seed: number;
  /** The fewest-moves values to offer, each as one group of equally hard levels. */
  minMovesValues: readonly number[];
  perGroup: number;
  /** The most climbs before giving up on filling every group. */
  maxClimbs: number;
  onClimb?: (climb: number, groups: ReadonlyMap<number, number>) => void;
}

/**
 * Climbs until every wanted value has `perGroup` levels, each from a different climb (so a group
 * never holds two near-copies), then names them. Throws if the climbs run out first.
 */
export function generateSlidingLevels(options: LevelSetOptions): SlidingLevel[] {
  const random = seededRandom(options.seed);
  const found = new Map(options.minMovesValues.map((minMoves) => [minMoves, [] as SlidingPiece[][]]));
  const full = () => [...found.values()].every((layouts) => layouts.length >= options.perGroup);
  for (let climbNumber = 1; !full(); climbNumber++) {
    if (climbNumber > options.maxClimbs) throw new Error(`${options.maxClimbs} climbs left groups short: ${groupSizes(found)}`);
    const thisClimb = new Map<number, SlidingPiece[]>();
    climb(random, options, ({ minMoves, layout }) => {
      if (found.has(minMoves) && !thisClimb.has(minMoves)) thisClimb.set(minMoves, layout);
    });
    for (const [minMoves, layout] of thisClimb) if (found.get(minMoves)!.length < options.perGroup) found.get(minMoves)!.push(layout);
    options.onClimb?.(climbNumber, new Map([...found].map(([minMoves, layouts]) => [minMoves, layouts.length])));
  }
  return namedLevels(random, found);
}

const groupSizes = (found: ReadonlyMap<number, unknown[]>) => [...found].map(([minMoves, layouts]) => `${minMoves}: ${layouts.length}`).join(', ');

function namedLevels(random: () => number, found: ReadonlyMap<number, SlidingPiece[][]>): SlidingLevel[] {
  const names = new Set<string>();
  return [...found].flatMap(([minMoves, layouts]) =>
    layouts.map((layout, i) => {
      const name = levelName(random, names);
      names.add(name);
      const level: SlidingLevel = {
        id: `escape-${minMoves}-${i + 1}`,
        name,
        difficulty: slidingDifficultyFor(minMoves),
        minMoves,
        gridSize: 6,
        pieces: dressedPieces(random, layout),
      };
      return level;
    }),
  );
}
