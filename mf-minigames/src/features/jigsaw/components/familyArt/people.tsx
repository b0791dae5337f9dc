// The family: dad (beard, green jumper) and mum (auburn hair, cheering) at the ends of the table, grandma (grey bun,
// glasses) and the two kids (pigtails; spiky hair) behind it. Bodies go behind the table, arms and hands over it.
import { DECK, MOVING_PAWN, POPCORN } from './table';

const INK = '#2B2220';
const MOUTH = '#8A2F2F';

type HeadProps = { cx: number; cy: number; r: number; skin: string; look?: number; open?: boolean };

function Face({ cx, cy, r, skin, look = 0, open = false }: HeadProps) {
  const ex = r * 0.36;
  const my = cy + r * 0.4;
  return (
    <g>
      <circle cx={cx - r * 0.97} cy={cy + r * 0.12} r={r * 0.2} fill={skin} />
      <circle cx={cx + r * 0.97} cy={cy + r * 0.12} r={r * 0.2} fill={skin} />
      <circle cx={cx} cy={cy} r={r} fill={skin} />
      <ellipse cx={cx - ex + look} cy={cy} rx={r * 0.085} ry={r * 0.12} fill={INK} />
      <ellipse cx={cx + ex + look} cy={cy} rx={r * 0.085} ry={r * 0.12} fill={INK} />
      <circle cx={cx - r * 0.55 + look * 0.5} cy={cy + r * 0.3} r={r * 0.16} fill="#FF7F7F" opacity={0.4} />
      <circle cx={cx + r * 0.55 + look * 0.5} cy={cy + r * 0.3} r={r * 0.16} fill="#FF7F7F" opacity={0.4} />
      <path
        d={`M${cx + look * 0.8 - r * 0.05} ${cy + r * 0.12} q${r * 0.1} ${r * 0.12} 0 ${r * 0.2}`}
        stroke="#000000"
        strokeOpacity={0.25}
        strokeWidth={1.2}
        fill="none"
        strokeLinecap="round"
      />
      {open ? (
        <path d={`M${cx + look - r * 0.3} ${my} Q${cx + look} ${my + r * 0.45} ${cx + look + r * 0.3} ${my} Z`} fill={MOUTH} />
      ) : (
        <path
          d={`M${cx + look - r * 0.26} ${my} Q${cx + look} ${my + r * 0.26} ${cx + look + r * 0.26} ${my}`}
          stroke={MOUTH}
          strokeWidth={1.6}
          fill="none"
          strokeLinecap="round"
        />
      )}
    </g>
  );
}

/** A hair cap over the top of the head with a side-swept fringe. */
function capPath(cx: number, cy: number, r: number, part = 0.2) {
  return `M${cx - r * 1.04} ${cy + r * 0.15} A${r * 1.04} ${r * 1.04} 0 0 1 ${cx + r * 1.04} ${cy + r * 0.15} Q${cx + r * 0.75} ${cy - r * 0.45} ${cx + r * part} ${cy - r * 0.5} Q${cx - r * 0.6} ${cy - r * 0.45} ${cx - r * 1.04} ${cy + r * 0.15} Z`;
}

function torsoPath(cx: number, top: number, half: number, bottom: number) {
  return `M${cx - half} ${bottom} V${top + 12} Q${cx - half} ${top} ${cx - half + 12} ${top} H${cx + half - 12} Q${cx + half} ${top} ${cx + half} ${top + 12} V${bottom} Z`;
}

function Arm({ d, sleeve, skin, hand: [hx, hy], width = 11 }: { d: string; sleeve: string; skin: string; hand: [number, number]; width?: number }) {
  return (
    <g>
      <path d={d} stroke={sleeve} strokeWidth={width} fill="none" strokeLinecap="round" />
      <circle cx={hx} cy={hy} r={width * 0.55} fill={skin} />
    </g>
  );
}

function Chair({ cx }: { cx: number }) {
  return (
    <g fill="#7A4B2A">
      <rect x={cx - 38} y={178} width={7} height={196} rx={2} />
      <rect x={cx + 31} y={178} width={7} height={196} rx={2} />
      <rect x={cx - 38} y={176} width={76} height={10} rx={4} fill="#93603A" />
      <rect x={cx - 38} y={200} width={76} height={6} rx={2} fill="#93603A" />
      <rect x={cx - 42} y={258} width={84} height={12} rx={3} fill="#93603A" />
      <rect x={cx - 33} y={300} width={66} height={5} fill="#6A3F22" />
    </g>
  );
}

function SeatedLegs({ cx, trousers, shoes }: { cx: number; trousers: string; shoes: string }) {
  return (
    <g>
      <rect x={cx - 28} y={250} width={56} height={34} rx={10} fill={trousers} />
      <rect x={cx - 24} y={276} width={20} height={76} rx={4} fill={trousers} />
      <rect x={cx + 4} y={276} width={20} height={76} rx={4} fill={trousers} />
      <ellipse cx={cx - 16} cy={355} rx={14} ry={6.5} fill={shoes} />
      <ellipse cx={cx + 16} cy={355} rx={14} ry={6.5} fill={shoes} />
    </g>
  );
}

function CardFan({ x, y, spread, colours }: { x: number; y: number; spread: number; colours: string[] }) {
  const n = colours.length;
  return (
    <g>
      {colours.map((c, i) => {
        const a = (i - (n - 1) / 2) * spread;
        return (
          <g key={i} transform={`rotate(${a} ${x} ${y})`}>
            <rect x={x - 7} y={y - 24} width={14} height={20} rx={2} fill="#FFFFFF" stroke="#9AA3AD" strokeWidth={0.8} />
            <circle cx={x} cy={y - 16} r={3.2} fill={c} />
          </g>
        );
      })}
    </g>
  );
}

const DAD = { cx: 78, cy: 150, r: 23, skin: '#A86B45', hair: '#2E1F1A', top: '#3E8E6E' };
const MUM = { cx: 422, cy: 150, r: 23, skin: '#F1C7A1', hair: '#B5523B', top: '#F2B134' };
const GRAN = { cx: 250, cy: 146, r: 22, skin: '#F3D3BA', hair: '#D8D8DC', top: '#8E6BB8' };
const GIRL = { cx: 182, cy: 172, r: 18, skin: '#D39A6A', hair: '#3B2418', top: '#FF8FAB' };
const BOY = { cx: 320, cy: 172, r: 18, skin: '#D39A6A', hair: '#4A2E1F', top: '#4A90D9' };

function Dad() {
  const { cx, cy, r, skin, hair, top } = DAD;
  return (
    <g>
      <Chair cx={cx} />
      <SeatedLegs cx={cx} trousers="#34495E" shoes="#5D4037" />
      <rect x={cx - 8} y={cy + 14} width={16} height={18} fill={skin} />
      <path d={torsoPath(cx, 178, 30, 262)} fill={top} />
      <path d={`M${cx - 30} 214 h60 v8 h-60 z`} fill="#5FB08C" />
      <path d={`M${cx - 9} 178 L${cx} 190 L${cx + 9} 178 Z`} fill="#FFFFFF" />
      <Face cx={cx} cy={cy} r={r} skin={skin} look={3} open />
      <path d={capPath(cx, cy, r, 0.1)} fill={hair} />
      {/* beard and moustache around the smile */}
      <path
        d={`M${cx - r * 0.98} ${cy + r * 0.15} Q${cx - r} ${cy + r * 1.2} ${cx} ${cy + r * 1.15} Q${cx + r} ${cy + r * 1.2} ${cx + r * 0.98} ${cy + r * 0.15} L${cx + r * 0.78} ${cy + r * 0.2} Q${cx + r * 0.7} ${cy + r * 0.85} ${cx + 2} ${cy + r * 0.85} Q${cx - r * 0.7} ${cy + r * 0.85} ${cx - r * 0.78} ${cy + r * 0.2} Z`}
        fill={hair}
      />
      <path
        d={`M${cx - 6} ${cy + r * 0.34} Q${cx + 3} ${cy + r * 0.18} ${cx + 12} ${cy + r * 0.34}`}
        stroke={hair}
        strokeWidth={3}
        fill="none"
        strokeLinecap="round"
      />
    </g>
  );
}

function Mum() {
  const { cx, cy, r, skin, hair, top } = MUM;
  return (
    <g>
      <Chair cx={cx} />
      <SeatedLegs cx={cx} trousers="#4A6FA5" shoes="#C0392B" />
      <path
        d={`M${cx - r * 1.15} ${cy} Q${cx - r * 1.3} ${cy - r * 1.35} ${cx} ${cy - r * 1.18} Q${cx + r * 1.3} ${cy - r * 1.35} ${cx + r * 1.15} ${cy} L${cx + r * 1.3} ${cy + r * 2.3} Q${cx} ${cy + r * 2.5} ${cx - r * 1.3} ${cy + r * 2.3} Z`}
        fill={hair}
      />
      <rect x={cx - 8} y={cy + 14} width={16} height={18} fill={skin} />
      <path d={torsoPath(cx, 180, 29, 262)} fill={top} />
      <path d={`M${cx - 20} 180 Q${cx} 202 ${cx + 20} 180`} fill={skin} />
      <path d={`M${cx - 18} 184 Q${cx} 204 ${cx + 18} 184`} stroke="#FFFFFF" strokeWidth={1.5} fill="none" strokeDasharray="0.1 4" strokeLinecap="round" />
      <path
        d={`M${cx - r * 1.15} ${cy + r * 0.2} Q${cx - r * 1.2} ${cy + r * 1.3} ${cx - r * 0.9} ${cy + r * 1.7} L${cx - r * 0.65} ${cy + r * 0.2} Z`}
        fill={hair}
      />
      <path
        d={`M${cx + r * 1.15} ${cy + r * 0.2} Q${cx + r * 1.2} ${cy + r * 1.3} ${cx + r * 0.9} ${cy + r * 1.7} L${cx + r * 0.65} ${cy + r * 0.2} Z`}
        fill={hair}
      />
      <Face cx={cx} cy={cy} r={r} skin={skin} look={-3} open />
      <path d={capPath(cx, cy, r, -0.3)} fill={hair} />
      <circle cx={cx - r * 0.97} cy={cy + r * 0.45} r={2.4} fill="#F5C518" />
    </g>
  );
}

function Gran() {
  const { cx, cy, r, skin, hair, top } = GRAN;
  return (
    <g>
      <rect x={cx - 7} y={cy + 14} width={14} height={16} fill={skin} />
      <path d={torsoPath(cx, 172, 31, 240)} fill={top} />
      <path d={`M${cx - 12} 172 L${cx} 186 L${cx + 12} 172 Z`} fill="#FFFFFF" />
      <path d={`M${cx} 186 V240`} stroke="#6F4E9A" strokeWidth={2} />
      <circle cx={cx + 4} cy={200} r={1.8} fill="#F2C14E" />
      <circle cx={cx + 4} cy={214} r={1.8} fill="#F2C14E" />
      <circle cx={cx} cy={cy - r * 1.05} r={r * 0.45} fill={hair} stroke="#B8B8BF" strokeWidth={1} />
      <Face cx={cx} cy={cy} r={r} skin={skin} />
      <path
        d={`M${cx - r * 1.06} ${cy + r * 0.25} A${r * 1.06} ${r * 1.06} 0 0 1 ${cx + r * 1.06} ${cy + r * 0.25} Q${cx + r * 0.8} ${cy - r * 0.55} ${cx} ${cy - r * 0.55} Q${cx - r * 0.8} ${cy - r * 0.55} ${cx - r * 1.06} ${cy + r * 0.25} Z`}
        fill={hair}
        stroke="#B8B8BF"
        strokeWidth={1}
      />
      <g stroke="#6B4226" strokeWidth={1.6} fill="#FFFFFF" fillOpacity={0.25}>
        <circle cx={cx - r * 0.36} cy={cy} r={r * 0.25} />
        <circle cx={cx + r * 0.36} cy={cy} r={r * 0.25} />
        <path d={`M${cx - r * 0.11} ${cy} h${r * 0.22}`} fill="none" />
      </g>
    </g>
  );
}

function Girl() {
  const { cx, cy, r, skin, hair, top } = GIRL;
  return (
    <g>
      <rect x={cx - 6} y={cy + 12} width={12} height={12} fill={skin} />
      <path d={torsoPath(cx, 192, 22, 240)} fill={top} />
      <g fill="#FFFFFF" opacity={0.8}>
        <circle cx={cx - 10} cy={206} r={2} />
        <circle cx={cx + 8} cy={212} r={2} />
        <circle cx={cx - 4} cy={222} r={2} />
        <circle cx={cx + 12} cy={226} r={2} />
      </g>
      <circle cx={cx - r * 1.2} cy={cy + r * 0.35} r={r * 0.45} fill={hair} />
      <circle cx={cx + r * 1.2} cy={cy + r * 0.35} r={r * 0.45} fill={hair} />
      <Face cx={cx} cy={cy} r={r} skin={skin} look={2} open />
      <path d={capPath(cx, cy, r, 0)} fill={hair} />
      <g fill="#FFD23F">
        <path d={`M${cx - r * 1.05} ${cy - r * 0.3} l-7 -5 v10 z M${cx - r * 1.05} ${cy - r * 0.3} l7 -5 v10 z`} />
        <path d={`M${cx + r * 1.05} ${cy - r * 0.3} l-7 -5 v10 z M${cx + r * 1.05} ${cy - r * 0.3} l7 -5 v10 z`} />
      </g>
    </g>
  );
}

function spikyHair(cx: number, cy: number, r: number) {
  const pts: string[] = [];
  for (let i = 0; i <= 10; i += 1) {
    const a = Math.PI + (Math.PI * i) / 10;
    const rr = i % 2 === 1 ? r * 1.32 : r * 1.02;
    pts.push(`${(cx + Math.cos(a) * rr).toFixed(1)},${(cy + Math.sin(a) * rr + (i === 0 || i === 10 ? r * 0.1 : 0)).toFixed(1)}`);
  }
  pts.push(`${cx + r * 0.6},${cy - r * 0.45}`, `${cx + r * 0.2},${cy - r * 0.3}`, `${cx - r * 0.2},${cy - r * 0.5}`, `${cx - r * 0.6},${cy - r * 0.35}`);
  return pts.join(' ');
}

function Boy() {
  const { cx, cy, r, skin, hair, top } = BOY;
  return (
    <g>
      <rect x={cx - 6} y={cy + 12} width={12} height={12} fill={skin} />
      <path d={torsoPath(cx, 192, 22, 240)} fill={top} />
      <path d={`M${cx - 22} 206 h44 M${cx - 22} 218 h44 M${cx - 22} 230 h44`} stroke="#FFFFFF" strokeWidth={4} />
      <Face cx={cx} cy={cy} r={r} skin={skin} look={-2} />
      <polygon points={spikyHair(cx, cy, r)} fill={hair} />
    </g>
  );
}

/** Everyone's body and head: drawn after the room and before the table. */
export function FamilyBodies() {
  return (
    <g>
      <Dad />
      <Mum />
      <Gran />
      <Girl />
      <Boy />
    </g>
  );
}

/** Arms, hands and the cards they hold: drawn over the table. */
export function FamilyArms() {
  const [px, py] = MOVING_PAWN;
  const [bx, by] = POPCORN;
  const [dx, dy] = DECK;
  return (
    <g>
      {/* dad: a hand of cards, and drawing from the deck */}
      <Arm d={`M${DAD.cx - 24} 188 Q${DAD.cx - 40} 222 ${DAD.cx - 12} 232`} sleeve={DAD.top} skin={DAD.skin} hand={[DAD.cx - 12, 232]} width={12} />
      <CardFan x={DAD.cx - 10} y={234} spread={16} colours={['#E74C3C', '#3D8BD9', '#2EAD5B', '#F5C518']} />
      <circle cx={DAD.cx - 12} cy={232} r={6} fill={DAD.skin} />
      <Arm d={`M${DAD.cx + 24} 188 Q${DAD.cx + 44} 240 ${dx - 2} ${dy - 8}`} sleeve={DAD.top} skin={DAD.skin} hand={[dx - 2, dy - 8]} width={12} />
      {/* mum: one hand in the popcorn, the other up in a cheer */}
      <Arm d={`M${MUM.cx - 24} 190 Q${MUM.cx - 40} 240 ${bx + 6} ${by - 4}`} sleeve={MUM.top} skin={MUM.skin} hand={[bx + 6, by - 4]} width={12} />
      <Arm d={`M${MUM.cx + 24} 190 Q${MUM.cx + 46} 160 ${MUM.cx + 34} 122`} sleeve={MUM.top} skin={MUM.skin} hand={[MUM.cx + 34, 120]} width={12} />
      {/* grandma: studying her cards */}
      <Arm d={`M${GRAN.cx - 26} 182 Q${GRAN.cx - 34} 218 ${GRAN.cx - 9} 224`} sleeve={GRAN.top} skin={GRAN.skin} hand={[GRAN.cx - 9, 224]} />
      <Arm d={`M${GRAN.cx + 26} 182 Q${GRAN.cx + 34} 218 ${GRAN.cx + 9} 224`} sleeve={GRAN.top} skin={GRAN.skin} hand={[GRAN.cx + 9, 224]} />
      <CardFan x={GRAN.cx} y={226} spread={14} colours={['#8E44AD', '#E74C3C', '#2EAD5B']} />
      <circle cx={GRAN.cx - 8} cy={224} r={5.5} fill={GRAN.skin} />
      <circle cx={GRAN.cx + 8} cy={224} r={5.5} fill={GRAN.skin} />
      {/* girl: moving her yellow pawn */}
      <Arm d={`M${GIRL.cx - 17} 200 Q${GIRL.cx - 24} 226 ${GIRL.cx - 12} 236`} sleeve={GIRL.top} skin={GIRL.skin} hand={[GIRL.cx - 12, 236]} width={9} />
      <Arm d={`M${GIRL.cx + 17} 200 Q${px - 2} 222 ${px + 1} ${py - 14}`} sleeve={GIRL.top} skin={GIRL.skin} hand={[px + 1, py - 14]} width={9} />
      {/* boy: showing off a card */}
      <Arm d={`M${BOY.cx - 17} 200 Q${BOY.cx - 26} 226 ${BOY.cx - 14} 238`} sleeve={BOY.top} skin={BOY.skin} hand={[BOY.cx - 14, 238]} width={9} />
      <g transform={`rotate(12 ${BOY.cx + 32} 160)`}>
        <rect x={BOY.cx + 24} y={140} width={16} height={22} rx={2} fill="#FFFFFF" stroke="#9AA3AD" strokeWidth={0.8} />
        <polygon
          points={`${BOY.cx + 32},144 ${BOY.cx + 34},149 ${BOY.cx + 38},150 ${BOY.cx + 35},153 ${BOY.cx + 36},158 ${BOY.cx + 32},155 ${BOY.cx + 28},158 ${BOY.cx + 29},153 ${BOY.cx + 26},150 ${BOY.cx + 30},149`}
          fill="#F5C518"
          stroke="#D98E04"
          strokeWidth={0.6}
        />
      </g>
      <Arm d={`M${BOY.cx + 17} 200 Q${BOY.cx + 34} 192 ${BOY.cx + 31} 166`} sleeve={BOY.top} skin={BOY.skin} hand={[BOY.cx + 31, 164]} width={9} />
    </g>
  );
}
