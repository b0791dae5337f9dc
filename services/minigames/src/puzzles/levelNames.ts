/** Names and colours for generated levels: reality-TV flavoured, our own words. */
import type { SlidingPiece } from '@reality-draft/events';

export const TARGET_NAME = 'Your Contestant';
export const TARGET_COLOR = '#dc2626';
const OBSTACLE_COLOR = '#57534e';

const CAR_NAMES = [
  'Camera Crew',
  'Host Cart',
  'Sound Cart',
  'Makeup Cart',
  'Wardrobe Rack',
  'Snack Cart',
  'Lighting Dolly',
  'Boom Mic Cart',
  'Prop Cart',
  'Golf Cart',
  'Intern Scooter',
  'Confetti Cart',
  'Medic Cart',
  'Security Cart',
  'Drone Crate',
];
const TRUCK_NAMES = ['Producer Van', 'Catering Truck', 'Satellite Truck', 'Generator Truck', 'Network Bus', 'Wardrobe Trailer', 'Editing Trailer'];
const OBSTACLE_NAMES = ['Spotlight Tower', 'Tiki Torch', 'Idol Pedestal', 'Boom Mic Stand'];
const PALETTE = [
  '#2563eb',
  '#16a34a',
  '#ca8a04',
  '#9333ea',
  '#0891b2',
  '#ea580c',
  '#db2777',
  '#4f46e5',
  '#65a30d',
  '#0d9488',
  '#a16207',
  '#7c3aed',
  '#0284c7',
  '#be185d',
  '#15803d',
  '#c2410c',
];

const FIRST_WORDS = [
  'Sequester',
  'Blindside',
  'Eviction Night',
  'Jury House',
  'Tribal Council',
  'Veto',
  'Merge Day',
  'Pit Stop',
  'Roadblock',
  'Detour',
  'Immunity',
  'Backdoor',
  'Finale',
  'Confessional',
  'Showmance',
  'Double Eviction',
  'Fast Forward',
  'Hidden Idol',
  'Head of Household',
  'Have-Not',
  'Live Feed',
  'Reward',
  'Camp Life',
  'Red Carpet',
];
const SECOND_WORDS = [
  'Shuffle',
  'Gridlock',
  'Jam',
  'Getaway',
  'Scramble',
  'Standoff',
  'Dash',
  'Squeeze',
  'Maze',
  'Pileup',
  'Breakout',
  'Logjam',
  'Lockdown',
  'Bottleneck',
  'Escape',
  'Exit',
];

/** A level name not in `used`, picked with the given random. */
export function levelName(random: () => number, used: ReadonlySet<string>): string {
  for (;;) {
    const name = `${FIRST_WORDS[Math.floor(random() * FIRST_WORDS.length)]} ${SECOND_WORDS[Math.floor(random() * SECOND_WORDS.length)]}`;
    if (!used.has(name)) return name;
  }
}

function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** The same pieces with names and colours: the contestant red and first, the rest ids p1, p2… in reading order. */
export function dressedPieces(random: () => number, pieces: readonly SlidingPiece[]): SlidingPiece[] {
  const byReadingOrder = [...pieces].sort((a, b) => Number(b.isTarget) - Number(a.isTarget) || a.row - b.row || a.col - b.col);
  const [cars, trucks, obstacles] = [shuffled(random, CAR_NAMES), shuffled(random, TRUCK_NAMES), shuffled(random, OBSTACLE_NAMES)];
  const counts = { car: 0, truck: 0, obstacle: 0 };
  return byReadingOrder.map((piece, i) => {
    const { isObstacle, ...shape } = piece;
    if (piece.isTarget) return { ...shape, id: 'target', name: TARGET_NAME, color: TARGET_COLOR };
    if (isObstacle) return { ...shape, id: `p${i}`, name: numbered(obstacles, counts.obstacle++), color: OBSTACLE_COLOR, isObstacle: true };
    const name = piece.length === 3 ? numbered(trucks, counts.truck++) : numbered(cars, counts.car++);
    return { ...shape, id: `p${i}`, name, color: PALETTE[(i - 1) % PALETTE.length] };
  });
}

const numbered = (names: readonly string[], n: number) => (n < names.length ? names[n] : `${names[n % names.length]} ${Math.floor(n / names.length) + 1}`);
