// The living room behind and under the family: patterned wall, window, pictures, clock, shelf, lamp, wooden floor, rug, plant.
// Every 100 x 100 jigsaw cell gets something of its own, so no piece is a plain patch of colour.

const WALL_BOTTOM = 206;
const FLOOR_TOP = 262;

function wallpaperStripes() {
  let d = '';
  for (let x = 0; x < 500; x += 25) d += `M${x + 9} 0h7v${WALL_BOTTOM}h-7z`;
  return d;
}

function wallpaperDiamonds() {
  let d = '';
  for (let col = 0; col <= 20; col += 1) {
    for (let y = 14 + (col % 2) * 15; y < WALL_BOTTOM - 4; y += 30) d += `M${col * 25} ${y - 4}l4 4l-4 4l-4-4z`;
  }
  return d;
}

function floorBoards() {
  const rows = [FLOOR_TOP, 276, 292, 310, 330, 352, 376, 400];
  let d = '';
  rows.forEach((y, i) => {
    if (i > 0) d += `M0 ${y}H500`;
    const next = rows[i + 1];
    if (next === undefined) return;
    for (let x = (i % 2) * 45 + 20; x < 500; x += 90) d += `M${x} ${y}V${next}`;
  });
  return d;
}

function Wall() {
  return (
    <g>
      <rect width={500} height={WALL_BOTTOM} fill="#F7E4C8" />
      <path d={wallpaperStripes()} fill="#F0D3AA" />
      <path d={wallpaperDiamonds()} fill="#E2A779" />
      {/* lower wall panels */}
      <rect y={WALL_BOTTOM} width={500} height={FLOOR_TOP - WALL_BOTTOM} fill="#86AE94" />
      {Array.from({ length: 10 }, (_, i) => (
        <rect key={i} x={i * 50 + 7} y={214} width={36} height={38} rx={3} fill="none" stroke="#A9C9B2" strokeWidth={2.5} />
      ))}
      <rect y={WALL_BOTTOM - 5} width={500} height={8} fill="#FFF6E8" />
      <rect y={WALL_BOTTOM + 2} width={500} height={2} fill="#D9C7AA" />
    </g>
  );
}

function Window() {
  return (
    <g>
      {/* view outside */}
      <rect x={20} y={20} width={136} height={108} fill="#A7DBF2" />
      <circle cx={130} cy={44} r={13} fill="#FFD45C" />
      <circle cx={130} cy={44} r={18} fill="#FFD45C" opacity={0.3} />
      <g fill="#FFFFFF">
        <circle cx={46} cy={46} r={9} />
        <circle cx={58} cy={41} r={11} />
        <circle cx={70} cy={47} r={8} />
        <rect x={40} y={46} width={36} height={9} rx={4.5} />
      </g>
      <path d="M20 106 Q60 86 100 100 T156 94 V128 H20 Z" fill="#8CC46E" />
      <path d="M20 116 Q70 104 120 114 T156 112 V128 H20 Z" fill="#6FAE55" />
      <rect x={108} y={86} width={5} height={20} fill="#8A5A3B" />
      <circle cx={110} cy={80} r={13} fill="#4E9A4A" />
      <circle cx={103} cy={86} r={8} fill="#5DAE57" />
      <path d="M34 70 l5 -3 l5 3 M48 62 l4 -2.5 l4 2.5" fill="none" stroke="#4A5A6A" strokeWidth={1.5} strokeLinecap="round" />
      {/* frame and glazing bars */}
      <path d="M14 14 H162 V134 H14 Z M22 22 V126 H154 V22 Z" fill="#FFF8EC" fillRule="evenodd" />
      <rect x={85} y={22} width={6} height={104} fill="#FFF8EC" />
      <rect x={22} y={71} width={132} height={6} fill="#FFF8EC" />
      <rect x={10} y={128} width={156} height={10} rx={2} fill="#FFF8EC" />
      <rect x={12} y={138} width={152} height={3} fill="#D8C4A4" />
      {/* succulent on the sill */}
      <path d="M116 128 h20 l-3 -13 h-14 z" fill="#D9774A" />
      <rect x={117} y={113} width={18} height={4} rx={1} fill="#E98C5D" />
      <g fill="#69B466">
        <ellipse cx={126} cy={104} rx={3.5} ry={9} />
        <ellipse cx={119} cy={107} rx={3} ry={7} transform="rotate(-35 119 107)" />
        <ellipse cx={133} cy={107} rx={3} ry={7} transform="rotate(35 133 107)" />
      </g>
      {/* curtains on a rod */}
      <path d="M2 12 H40 Q28 70 42 146 Q22 150 2 156 Z" fill="#E27D60" />
      <path d="M174 12 H136 Q148 70 134 146 Q154 150 174 156 Z" fill="#E27D60" />
      <path d="M12 14 Q16 80 12 150 M24 14 Q28 80 26 148 M164 14 Q160 80 164 150 M152 14 Q148 80 150 148" fill="none" stroke="#C8614A" strokeWidth={2} />
      <path d="M6 112 Q22 104 38 112 M170 112 Q154 104 138 112" fill="none" stroke="#F2C14E" strokeWidth={4} strokeLinecap="round" />
      <rect x={0} y={7} width={180} height={5} rx={2.5} fill="#6B4226" />
      <circle cx={3} cy={9.5} r={4.5} fill="#6B4226" />
      <circle cx={177} cy={9.5} r={4.5} fill="#6B4226" />
    </g>
  );
}

function MountainPicture() {
  return (
    <g>
      <path d="M250 10 L222 24 M250 10 L278 24" stroke="#6B4226" strokeWidth={1.5} fill="none" />
      <circle cx={250} cy={10} r={2} fill="#6B4226" />
      <rect x={212} y={22} width={76} height={64} rx={3} fill="#9C6434" />
      <rect x={219} y={29} width={62} height={50} fill="#FCE2AE" />
      <circle cx={266} cy={42} r={7} fill="#F59E5B" />
      <path d="M219 79 L238 50 L248 63 L260 46 L281 79 Z" fill="#6D8FB8" />
      <path d="M238 50 L232 59 L238 57 L243 60 Z M260 46 L254 55 L260 53 L266 56 Z" fill="#FFFFFF" />
      <path d="M219 79 Q240 68 258 74 T281 70 V79 Z" fill="#7DBB73" />
    </g>
  );
}

function Clock() {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const r1 = i % 3 === 0 ? 13 : 15;
    return `M${345 + Math.sin(a) * r1} ${46 - Math.cos(a) * r1}L${345 + Math.sin(a) * 17} ${46 - Math.cos(a) * 17}`;
  }).join('');
  return (
    <g>
      <circle cx={345} cy={46} r={24} fill="#2F6F73" />
      <circle cx={345} cy={46} r={19.5} fill="#FFF9EA" />
      <path d={ticks} stroke="#2F4858" strokeWidth={1.6} strokeLinecap="round" />
      <path d="M345 46 L345 33 M345 46 L354 51" stroke="#2F4858" strokeWidth={2.4} strokeLinecap="round" />
      <circle cx={345} cy={46} r={2.2} fill="#E27D60" />
    </g>
  );
}

function Shelf() {
  const books = [
    { x: 304, w: 7, h: 24, c: '#C0504D' },
    { x: 311, w: 6, h: 20, c: '#F2B134' },
    { x: 317, w: 8, h: 26, c: '#3E7CB1' },
    { x: 325, w: 6, h: 22, c: '#7A9E4F' },
  ];
  return (
    <g>
      {books.map((b) => (
        <g key={b.x}>
          <rect x={b.x} y={108 - b.h} width={b.w} height={b.h} fill={b.c} />
          <rect x={b.x} y={108 - b.h + 4} width={b.w} height={2} fill="#FFFFFF" opacity={0.6} />
        </g>
      ))}
      <rect x={333} y={86} width={6} height={23} fill="#8E6BB8" transform="rotate(18 333 108)" />
      {/* trailing ivy */}
      <path d="M350 96 h16 l-2 12 h-12 z" fill="#5C7FA8" />
      <path d="M356 96 Q352 110 350 128 M362 96 Q368 112 364 124" fill="none" stroke="#4E8F4A" strokeWidth={1.5} />
      <g fill="#5EA85A">
        <ellipse cx={352} cy={92} rx={5} ry={3} transform="rotate(-30 352 92)" />
        <ellipse cx={362} cy={90} rx={5} ry={3} transform="rotate(30 362 90)" />
        <ellipse cx={351} cy={114} rx={3.5} ry={2.2} />
        <ellipse cx={349} cy={124} rx={3.5} ry={2.2} />
        <ellipse cx={366} cy={114} rx={3.5} ry={2.2} />
        <ellipse cx={364} cy={122} rx={3.5} ry={2.2} />
      </g>
      {/* little framed photo */}
      <rect x={372} y={88} width={18} height={20} rx={1.5} fill="#E27D60" />
      <rect x={375} y={91} width={12} height={14} fill="#FFF1D6" />
      <path d="M381 97 m-3 0 a3 3 0 0 1 6 0 a3 3 0 0 1 -6 0 M376 105 q5 -7 10 0" fill="#C98C5A" />
      <rect x={298} y={108} width={98} height={6} rx={1.5} fill="#9C6434" />
      <path d="M306 114 h6 l-6 8 z M382 114 h6 v8 z" fill="#7A4A24" />
    </g>
  );
}

function HeartPicture() {
  return (
    <g>
      <circle cx={420} cy={60} r={17} fill="#F2B134" />
      <circle cx={420} cy={60} r={12.5} fill="#FFF6E2" />
      <path d="M420 67 C 410 60 412 52 417 53 Q420 54 420 57 Q420 54 423 53 C428 52 430 60 420 67 Z" fill="#E0595A" />
    </g>
  );
}

function Lamp() {
  return (
    <g>
      <circle cx={478} cy={82} r={62} fill="#FFE7A0" opacity={0.35} />
      <rect x={476} y={86} width={4} height={300} fill="#5B4636" />
      <ellipse cx={478} cy={389} rx={17} ry={5} fill="#5B4636" />
      <path d="M454 88 L466 36 H490 L502 88 Z" fill="#F6C453" />
      <path d="M460 62 H496 M457 75 H499" stroke="#E2A33A" strokeWidth={2} />
      <rect x={452} y={86} width={52} height={5} rx={2} fill="#E2A33A" />
    </g>
  );
}

function Floor() {
  return (
    <g>
      <rect y={FLOOR_TOP} width={500} height={400 - FLOOR_TOP} fill="#C88A55" />
      <path d={floorBoards()} stroke="#A86E3E" strokeWidth={1.5} />
      <rect y={FLOOR_TOP - 6} width={500} height={7} fill="#FFF6E8" />
    </g>
  );
}

function Rug() {
  const fringe = Array.from({ length: 40 }, (_, i) => `M${60 + i * 9.7} 396v5`).join('');
  const diamonds = Array.from({ length: 9 }, (_, i) => {
    const cx = 106 + i * 36;
    return `M${cx} 350l9 10l-9 10l-9 -10z`;
  }).join('');
  return (
    <g>
      <path d="M96 324 H404 L446 397 H54 Z" fill="#B9473A" />
      <path d="M108 330 H392 L428 391 H72 Z" fill="none" stroke="#F2C14E" strokeWidth={4} />
      <path d="M118 337 H382 L412 384 H88 Z" fill="#2F7F8C" />
      <path d={diamonds} fill="#F2C14E" />
      <path d={fringe} stroke="#F3E3C3" strokeWidth={2} />
    </g>
  );
}

function FloorPlant() {
  const leaves: [number, number, number][] = [
    [18, 238, -20],
    [40, 232, 25],
    [8, 270, -50],
    [46, 268, 45],
    [26, 208, 0],
    [14, 300, -65],
    [44, 302, 60],
  ];
  return (
    <g>
      <path d="M27 345 Q24 280 26 214 M27 330 Q14 300 10 272 M27 330 Q42 300 46 270" fill="none" stroke="#3E7D44" strokeWidth={3} />
      {leaves.map(([x, y, a]) => (
        <g key={`${x}-${y}`} transform={`rotate(${a} ${x} ${y})`}>
          <ellipse cx={x} cy={y} rx={10} ry={19} fill={a < 0 ? '#3F9B55' : '#53B065'} />
          <path d={`M${x} ${y - 17}V${y + 17}`} stroke="#2E7A40" strokeWidth={1.4} />
        </g>
      ))}
      <path d="M6 336 H50 L45 392 H11 Z" fill="#D0693F" />
      <rect x={3} y={330} width={50} height={10} rx={3} fill="#E07F52" />
      <path d="M9 358 H47 M10 372 H46" stroke="#F2C14E" strokeWidth={3} />
    </g>
  );
}

/** Everything that sits behind the family and the table. */
export function RoomBack() {
  return (
    <g>
      <Wall />
      <Window />
      <MountainPicture />
      <Clock />
      <Shelf />
      <HeartPicture />
      <Floor />
      <Rug />
      <FloorPlant />
      <Lamp />
    </g>
  );
}
