// The table seen from slightly above, with the board game on it: a board with a ring of coloured squares,
// pawns, a pair of dice, a deck of cards, a score pad and a bowl of popcorn. The cat sleeps underneath.

const BACK_Y = 228;
const FRONT_Y = 308;
const BACK_L = 152;
const BACK_R = 348;
const FRONT_L = 118;
const FRONT_R = 382;

/** A point on the table top: u runs left to right, v back to front, both 0..1. */
export function tablePoint(u: number, v: number): [number, number] {
  const y = BACK_Y + v * (FRONT_Y - BACK_Y);
  const l = BACK_L + v * (FRONT_L - BACK_L);
  const r = BACK_R + v * (FRONT_R - BACK_R);
  return [l + u * (r - l), y];
}

function quad(u0: number, v0: number, u1: number, v1: number) {
  return [tablePoint(u0, v0), tablePoint(u1, v0), tablePoint(u1, v1), tablePoint(u0, v1)].map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

const BOARD = { u0: 0.17, v0: 0.03, u1: 0.83, v1: 0.76 };
const TRACK = { u0: 0.2, v0: 0.08, u1: 0.8, v1: 0.71, cols: 9, rows: 6 };
const TRACK_COLOURS = ['#E74C3C', '#F5C518', '#2EAD5B', '#3D8BD9'];

/** The ring of squares, clockwise from the back-left corner, as [u0, v0, u1, v1]. */
function trackCells() {
  const { u0, v0, u1, v1, cols, rows } = TRACK;
  const du = (u1 - u0) / cols;
  const dv = (v1 - v0) / rows;
  const cells: [number, number][] = [];
  for (let c = 0; c < cols; c += 1) cells.push([c, 0]);
  for (let r = 1; r < rows; r += 1) cells.push([cols - 1, r]);
  for (let c = cols - 2; c >= 0; c -= 1) cells.push([c, rows - 1]);
  for (let r = rows - 2; r >= 1; r -= 1) cells.push([0, r]);
  return cells.map(([c, r]) => [u0 + c * du, v0 + r * dv, u0 + (c + 1) * du, v0 + (r + 1) * dv] as const);
}

const CELLS = trackCells();

function cellCentre(i: number): [number, number] {
  const [a, b, c, d] = CELLS[i];
  return tablePoint((a + c) / 2, (b + d) / 2);
}

/** Where the girl's hand rests on the pawn she is moving. */
export const MOVING_PAWN = cellCentre(24);
/** Where the mum's hand dips into the popcorn. */
export const POPCORN = tablePoint(0.92, 0.42);
/** Where the dad's hand takes a card from the deck. */
export const DECK = tablePoint(0.07, 0.6);

function Pawn({ at: [x, y], colour, dark }: { at: [number, number]; colour: string; dark: string }) {
  return (
    <g>
      <ellipse cx={x} cy={y + 1} rx={6} ry={2.4} fill="#000000" opacity={0.18} />
      <path
        d={`M${x - 5} ${y} Q${x - 4} ${y - 6} ${x - 2} ${y - 10} H${x + 2} Q${x + 4} ${y - 6} ${x + 5} ${y} Z`}
        fill={colour}
        stroke={dark}
        strokeWidth={0.8}
      />
      <circle cx={x} cy={y - 13} r={4} fill={colour} stroke={dark} strokeWidth={0.8} />
      <circle cx={x - 1.3} cy={y - 14.3} r={1.2} fill="#FFFFFF" opacity={0.7} />
    </g>
  );
}

const PIPS: Record<number, [number, number][]> = {
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function Die({ x, y, face, tilt }: { x: number; y: number; face: number; tilt: number }) {
  return (
    <g transform={`rotate(${tilt} ${x} ${y})`}>
      <path d={`M${x - 7} ${y - 7} l4 -4 h14 l-4 4 z`} fill="#E4E4E4" stroke="#555555" strokeWidth={0.8} />
      <path d={`M${x + 7} ${y - 7} l4 -4 v14 l-4 4 z`} fill="#C9C9C9" stroke="#555555" strokeWidth={0.8} />
      <rect x={x - 7} y={y - 7} width={14} height={14} rx={2} fill="#FFFFFF" stroke="#555555" strokeWidth={0.8} />
      {PIPS[face].map(([px, py]) => (
        <circle key={`${px}${py}`} cx={x + px * 3.8} cy={y + py * 3.8} r={1.5} fill="#C0392B" />
      ))}
    </g>
  );
}

function starPoints(cx: number, cy: number, outer: number, inner: number, squash: number) {
  return Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5;
    const r = i % 2 === 0 ? outer : inner;
    return `${(cx + Math.sin(a) * r).toFixed(1)},${(cy - Math.cos(a) * r * squash).toFixed(1)}`;
  }).join(' ');
}

function Board() {
  const [cx, cy] = tablePoint(0.5, (TRACK.v0 + TRACK.v1) / 2);
  return (
    <g>
      <polygon points={quad(BOARD.u0, BOARD.v0 + 0.03, BOARD.u1, BOARD.v1 + 0.03)} fill="#000000" opacity={0.15} />
      <polygon points={quad(BOARD.u0, BOARD.v0, BOARD.u1, BOARD.v1)} fill="#2F5D8C" />
      <polygon points={quad(BOARD.u0 + 0.015, BOARD.v0 + 0.03, BOARD.u1 - 0.015, BOARD.v1 - 0.03)} fill="#FFF3D1" />
      {CELLS.map(([a, b, c, d], i) => {
        const gu = (c - a) * 0.1;
        const gv = (d - b) * 0.12;
        return <polygon key={i} points={quad(a + gu, b + gv, c - gu, d - gv)} fill={TRACK_COLOURS[i % 4]} />;
      })}
      {/* the start arrow and the goal star in the middle */}
      <polygon points={quad(TRACK.u0 + 0.08, TRACK.v0 + 0.18, TRACK.u1 - 0.08, TRACK.v1 - 0.18)} fill="#CDE8C5" />
      <ellipse cx={cx} cy={cy} rx={22} ry={11} fill="#F5C518" stroke="#D98E04" strokeWidth={1.2} />
      <polygon points={starPoints(cx, cy - 1, 9, 4, 0.75)} fill="#E74C3C" />
      <path d={`M${cx - 50} ${cy + 2} h12 l-3 -4 m3 4 l-3 4`} stroke="#2F5D8C" strokeWidth={1.6} fill="none" strokeLinecap="round" />
      <path d={`M${cx + 38} ${cy - 8} v14 M${cx + 38} ${cy - 8} l8 3 l-8 3`} stroke="#2F5D8C" strokeWidth={1.6} fill="#E74C3C" strokeLinejoin="round" />
    </g>
  );
}

function Deck() {
  const [x, y] = DECK;
  return (
    <g>
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={x - 11}
          y={y - 6 - i * 1.6}
          width={22}
          height={13}
          rx={2}
          fill="#8E44AD"
          stroke="#FFFFFF"
          strokeWidth={1}
          transform={`rotate(${-8 + i * 4} ${x} ${y})`}
        />
      ))}
      <path d={`M${x} ${y - 10} l3 3.5 l-3 3.5 l-3 -3.5 z`} fill="#F5C518" transform={`rotate(4 ${x} ${y})`} />
    </g>
  );
}

function Popcorn() {
  const [x, y] = POPCORN;
  const kernels: [number, number][] = [
    [-9, -2],
    [-4, -5],
    [2, -6],
    [8, -3],
    [-6, 1],
    [0, -1],
    [6, 1],
    [11, 0],
    [-11, 2],
    [3, -10],
  ];
  return (
    <g>
      <ellipse cx={x} cy={y + 12} rx={13} ry={3} fill="#000000" opacity={0.15} />
      {kernels.map(([dx, dy]) => (
        <circle key={`${dx},${dy}`} cx={x + dx} cy={y + dy} r={3.6} fill={dx % 3 === 0 ? '#FFE9A6' : '#FFFBEA'} stroke="#E8C36A" strokeWidth={0.7} />
      ))}
      <path d={`M${x - 15} ${y} H${x + 15} Q${x + 13} ${y + 13} ${x} ${y + 13} Q${x - 13} ${y + 13} ${x - 15} ${y} Z`} fill="#E74C3C" />
      <path d={`M${x - 9} ${y + 1} v10 M${x} ${y + 1} v12 M${x + 9} ${y + 1} v10`} stroke="#FFFFFF" strokeWidth={3} />
    </g>
  );
}

function ScorePad() {
  const [x, y] = tablePoint(0.89, 0.86);
  return (
    <g transform={`rotate(-6 ${x} ${y})`}>
      <rect x={x - 12} y={y - 9} width={24} height={16} rx={1.5} fill="#FFFFFF" stroke="#BBBBBB" strokeWidth={0.8} />
      <path d={`M${x - 9} ${y - 4} h18 M${x - 9} ${y} h14 M${x - 9} ${y + 4} h16`} stroke="#6D8FB8" strokeWidth={1} />
      <rect x={x - 16} y={y + 8} width={26} height={3} rx={1} fill="#F5C518" transform={`rotate(-12 ${x} ${y + 9})`} />
    </g>
  );
}

export function Cat() {
  return (
    <g>
      <ellipse cx={252} cy={372} rx={34} ry={5} fill="#000000" opacity={0.18} />
      <path d="M278 364 Q296 366 286 374 Q270 380 240 376" fill="none" stroke="#E8913A" strokeWidth={6} strokeLinecap="round" />
      <ellipse cx={256} cy={358} rx={28} ry={14} fill="#F0A04B" />
      <path d="M246 346 q3 8 0 16 M258 345 q3 9 0 18 M270 348 q3 7 0 14" stroke="#D27A2C" strokeWidth={3} fill="none" strokeLinecap="round" />
      <path d="M220 345 l3 -11 l7 7 z M233 342 l6 -9 l3 10 z" fill="#E8913A" />
      <circle cx={232} cy={354} r={12} fill="#F0A04B" />
      <path d="M225 354 q3 2.5 6 0 M235 354 q3 2.5 6 0" stroke="#5B3A1E" strokeWidth={1.3} fill="none" strokeLinecap="round" />
      <ellipse cx={233} cy={359} rx={2} ry={1.3} fill="#E76F7B" />
      <path d="M208 336 h6 l-6 6 h6 M198 326 h5 l-5 5 h5" stroke="#6D8FB8" strokeWidth={1.5} fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

/** Back legs and the cat: drawn before the front of the table. */
export function UnderTable() {
  return (
    <g>
      <rect x={160} y={318} width={8} height={34} fill="#6A3C1F" />
      <rect x={332} y={318} width={8} height={34} fill="#6A3C1F" />
      <Cat />
    </g>
  );
}

export function Table() {
  return (
    <g>
      <rect x={126} y={316} width={12} height={64} rx={2} fill="#8B5230" />
      <rect x={362} y={316} width={12} height={64} rx={2} fill="#8B5230" />
      <polygon points={`${FRONT_L},${FRONT_Y} ${FRONT_R},${FRONT_Y} ${FRONT_R - 2},${FRONT_Y + 12} ${FRONT_L + 2},${FRONT_Y + 12}`} fill="#7E4A28" />
      <polygon points={quad(0, 0, 1, 1)} fill="#BE7E4A" />
      <path d="M160 236 Q250 232 340 238 M136 298 Q200 294 260 300 M300 292 Q340 290 372 294" stroke="#A9693A" strokeWidth={1.5} fill="none" />
      <Board />
      <Pawn at={cellCentre(3)} colour="#E74C3C" dark="#A5281C" />
      <Pawn at={cellCentre(11)} colour="#3D8BD9" dark="#1F5C99" />
      <Pawn at={cellCentre(18)} colour="#2EAD5B" dark="#1B7A3C" />
      <Pawn at={MOVING_PAWN} colour="#F5C518" dark="#B58A00" />
      <Deck />
      <Popcorn />
      <ScorePad />
      <Die x={222} y={297} face={5} tilt={-8} />
      <Die x={250} y={300} face={3} tilt={10} />
    </g>
  );
}

/** The game's box lid left on the rug in front of the table, and a card that slipped off it. */
export function GameBox() {
  return (
    <g>
      <g transform="rotate(-24 176 374)">
        <rect x={166} y={361} width={20} height={26} rx={2.5} fill="#FFFFFF" stroke="#9AA3AD" strokeWidth={0.8} />
        <circle cx={176} cy={374} r={5} fill="#2EAD5B" />
        <circle cx={176} cy={374} r={2} fill="#FFFFFF" />
      </g>
      <path d="M300 370 L372 364 L380 390 L298 396 Z" fill="#C0392B" />
      <path d="M298 396 L380 390 L380 395 L298 400 Z" fill="#8E2A1F" />
      <path d="M306 373 L367 368 L373 387 L305 392 Z" fill="none" stroke="#F5C518" strokeWidth={2} />
      <rect x={314} y={375} width={10} height={10} rx={1.5} fill="#FFFFFF" transform="rotate(-6 319 380)" />
      <circle cx={317} cy={378} r={1.1} fill="#C0392B" />
      <circle cx={321} cy={382} r={1.1} fill="#C0392B" />
      <path d="M334 381 h30 M336 376 h22 M338 386 h20" stroke="#FFFFFF" strokeWidth={2.2} strokeLinecap="round" transform="rotate(-4 348 381)" />
    </g>
  );
}
