// Nine original flower pictures standing in for the sudoku digits 1-9. Each has its own silhouette (a spiky sun,
// a spiral cup, a three-pointed crown, many rounded rays, a spike of buds, four broad petals, a six-pointed star,
// hanging bells, five notched petals on a branch) so they tell apart by shape as well as colour.
import type { JSX, ReactNode } from 'react';

type PictureProps = { className?: string };

function Frame({ name, className, children }: { name: string; className?: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 32 32" role="img" aria-label={name} className={className} width="100%" height="100%">
      {children}
    </svg>
  );
}

const STEM = '#3F8F45';
const LEAF = '#5DAE57';

function ring(n: number, render: (angle: number, i: number) => JSX.Element) {
  return Array.from({ length: n }, (_, i) => render((360 / n) * i, i));
}

function Sunflower({ className }: PictureProps) {
  return (
    <Frame name="Sunflower" className={className}>
      {ring(16, (a, i) => (
        <path
          key={i}
          d="M16 16 Q13.6 8 16 1.5 Q18.4 8 16 16 Z"
          fill={i % 2 ? '#FFB300' : '#FFCD2E'}
          stroke="#D98C00"
          strokeWidth={0.5}
          transform={`rotate(${a + 11} 16 16)`}
        />
      ))}
      <circle cx={16} cy={16} r={7.2} fill="#6B3E1E" />
      <circle cx={16} cy={16} r={4.6} fill="#8A5427" />
      {ring(8, (a, i) => (
        <circle key={i} cx={16} cy={10.6} r={0.8} fill="#C48A4A" transform={`rotate(${a} 16 16)`} />
      ))}
      <circle cx={16} cy={16} r={1.2} fill="#C48A4A" />
    </Frame>
  );
}

function Rose({ className }: PictureProps) {
  return (
    <Frame name="Rose" className={className}>
      <path d="M16 18 Q15 25 16 31" stroke={STEM} strokeWidth={2} fill="none" strokeLinecap="round" />
      <path d="M15.6 24 Q10 20 5.5 23 Q9.5 28 15.6 25 Z" fill={LEAF} />
      <path d="M16.4 27 Q22 22 26.5 25 Q22 30 16.4 28 Z" fill={LEAF} />
      <path d="M14.8 21 l-2 -1 M17 25.5 l2 -0.6" stroke={STEM} strokeWidth={1} strokeLinecap="round" />
      <path d="M11 17 Q16 21 21 17 L19 20.5 Q16 22 13 20.5 Z" fill="#2F7D3A" />
      <path d="M6.5 9 Q5.5 18 16 19.5 Q26.5 18 25.5 9 Q22 3.5 16 4 Q10 3.5 6.5 9 Z" fill="#D7263D" />
      <path
        d="M10 8.5 Q11 4.8 16 5 Q21 4.8 22 8.5 Q21.5 13 16.5 13.3 Q12 13.3 12.5 9.5 Q13.5 7.2 16.5 7.6 Q19 8.3 18 10.6"
        fill="none"
        stroke="#8E1528"
        strokeWidth={1.3}
        strokeLinecap="round"
      />
      <path d="M6.5 9 Q8 16.5 16 16.8 Q24 16.5 25.5 9 Q26.5 18 16 19.5 Q5.5 18 6.5 9 Z" fill="#A8192E" />
      <path d="M9.5 12.5 Q16 17 22.5 12.5" fill="none" stroke="#8E1528" strokeWidth={1} strokeLinecap="round" />
    </Frame>
  );
}

function Tulip({ className }: PictureProps) {
  return (
    <Frame name="Tulip" className={className}>
      <path d="M16 17 V31" stroke={STEM} strokeWidth={2} strokeLinecap="round" />
      <path d="M15.5 31 Q6 28 7 16 Q12 21 15.5 27 Z" fill={LEAF} />
      <path d="M16.5 31 Q25 29 25.5 20 Q20 23 16.5 28 Z" fill="#4C9E4C" />
      <path
        d="M8.5 4.5 Q7.5 17.5 16 18.5 Q24.5 17.5 23.5 4.5 L19.8 9.5 L16 2 L12.2 9.5 Z"
        fill="#D6457F"
        stroke="#A82C5E"
        strokeWidth={0.7}
        strokeLinejoin="round"
      />
      <path d="M12.2 9.5 L16 2 L19.8 9.5 Q19.5 16.5 16 17.5 Q12.5 16.5 12.2 9.5 Z" fill="#F27EB2" stroke="#A82C5E" strokeWidth={0.7} strokeLinejoin="round" />
    </Frame>
  );
}

function Daisy({ className }: PictureProps) {
  return (
    <Frame name="Daisy" className={className}>
      <path d="M16 20 Q17 26 15.5 31" stroke={STEM} strokeWidth={1.8} fill="none" strokeLinecap="round" />
      <path d="M16.3 26 Q22 22 25 25 Q21 29.5 16.3 27.5 Z" fill={LEAF} />
      {ring(14, (a, i) => (
        <ellipse key={i} cx={16} cy={5.6} rx={2.1} ry={5} fill="#FFFFFF" stroke="#AEB6C2" strokeWidth={0.6} transform={`rotate(${a} 16 13)`} />
      ))}
      <circle cx={16} cy={13} r={3.8} fill="#F5B921" stroke="#D68F0B" strokeWidth={0.7} />
      <circle cx={15} cy={12} r={1.1} fill="#FFD75E" />
    </Frame>
  );
}

function Lavender({ className }: PictureProps) {
  const spike = (x: number, top: number, bottom: number, lean: number, key: string) => {
    const buds = [];
    for (let y = top; y < top + (bottom - top) * 0.6; y += 2.6) {
      const t = (y - top) / (bottom - top);
      const cx = x + lean * (1 - t) * 4;
      buds.push(
        <g key={`${key}${y}`}>
          <ellipse cx={cx - 1.5} cy={y} rx={1.5} ry={1.9} fill="#8A63D2" transform={`rotate(-25 ${cx - 1.5} ${y})`} />
          <ellipse cx={cx + 1.5} cy={y} rx={1.5} ry={1.9} fill="#A884EC" transform={`rotate(25 ${cx + 1.5} ${y})`} />
        </g>,
      );
    }
    return (
      <g key={key}>
        <path d={`M${x + lean * 4} ${top} Q${x} ${(top + bottom) / 2} ${16} ${bottom}`} stroke={STEM} strokeWidth={1.3} fill="none" />
        <ellipse cx={x + lean * 4} cy={top - 1.2} rx={1.1} ry={1.6} fill="#A884EC" />
        {buds}
      </g>
    );
  };
  return (
    <Frame name="Lavender" className={className}>
      {spike(9, 6, 30, -1, 'l')}
      {spike(23, 6, 30, 1, 'r')}
      {spike(16, 2.5, 30, 0, 'c')}
      <path d="M16 30 Q10 26 9 22 M16 30 Q22 26 23 22" stroke={LEAF} strokeWidth={1.6} fill="none" strokeLinecap="round" />
    </Frame>
  );
}

function Poppy({ className }: PictureProps) {
  return (
    <Frame name="Poppy" className={className}>
      <path d="M16 19 Q19 25 17 31" stroke={STEM} strokeWidth={1.5} fill="none" strokeLinecap="round" />
      <path d="M17.8 24 Q23 21 26 24" stroke={STEM} strokeWidth={1.2} fill="none" strokeLinecap="round" />
      <ellipse cx={26.5} cy={22.6} rx={2} ry={2.8} fill="#6AA84F" transform="rotate(40 26.5 22.6)" />
      <path d="M16 12 Q8 2 4.5 6 Q2 11 8 15 Z M16 12 Q24 2 27.5 6 Q30 11 24 15 Z" fill="#D93A22" />
      <path d="M9 13 Q9 2 16 2.5 Q23 2 23 13 Z" fill="#E8442B" stroke="#C2301C" strokeWidth={0.6} />
      <path d="M16 11 Q3 9 3 16.5 Q5 23.5 16 20 Z" fill="#F4603F" stroke="#C2301C" strokeWidth={0.6} />
      <path d="M16 11 Q29 9 29 16.5 Q27 23.5 16 20 Z" fill="#F4603F" stroke="#C2301C" strokeWidth={0.6} />
      <path d="M8 16 Q11 15 13 16.5 M24 16 Q21 15 19 16.5" stroke="#C2301C" strokeWidth={0.7} fill="none" />
      <circle cx={16} cy={13.5} r={4.2} fill="#1F1A1A" />
      {ring(10, (a, i) => (
        <circle key={i} cx={16} cy={8.2} r={0.8} fill="#1F1A1A" transform={`rotate(${a} 16 13.5)`} />
      ))}
      <circle cx={16} cy={13.5} r={2} fill="#7E8C6A" />
      <path d="M14.3 13.5 h3.4 M16 11.8 v3.4" stroke="#1F1A1A" strokeWidth={0.5} />
    </Frame>
  );
}

function Lily({ className }: PictureProps) {
  return (
    <Frame name="Lily" className={className}>
      {ring(6, (a, i) => (
        <g key={i} transform={`rotate(${a} 16 16)`}>
          <path d="M16 16 Q21.5 9 16 0.8 Q10.5 9 16 16 Z" fill={i % 2 ? '#FFD3E4' : '#FFE6EF'} stroke="#C94A80" strokeWidth={0.9} strokeLinejoin="round" />
          <path d="M16 14 Q16.7 9 16 4" stroke="#E0559A" strokeWidth={2} fill="none" strokeLinecap="round" />
          <circle cx={15} cy={9} r={0.45} fill="#B83370" />
          <circle cx={17} cy={11} r={0.45} fill="#B83370" />
        </g>
      ))}
      <circle cx={16} cy={16} r={2} fill="#B9E08A" />
      {ring(5, (a, i) => (
        <g key={i} transform={`rotate(${a + 36} 16 16)`}>
          <path d="M16 16 Q17 12.5 16 10" stroke="#7FAF4A" strokeWidth={0.7} fill="none" />
          <ellipse cx={16} cy={9.6} rx={0.9} ry={1.4} fill="#D9661F" />
        </g>
      ))}
    </Frame>
  );
}

function Bluebell({ className }: PictureProps) {
  const bells: [number, number, number][] = [
    [22.5, 8.5, -10],
    [20.5, 16, 5],
    [15, 22, 15],
  ];
  return (
    <Frame name="Bluebell" className={className}>
      <path d="M8 31 Q6 16 12 8 Q17 2 24 3.5" stroke={STEM} strokeWidth={1.6} fill="none" strokeLinecap="round" />
      <path d="M8.5 31 Q2 26 2.5 15 Q7 22 8.5 28 Z" fill={LEAF} />
      <path d="M9 31 Q14 28 15 28.5 Q12 31 9 31 Z" fill={LEAF} />
      <path d="M24 3.5 Q24 6 22.5 7.5 M12 8.6 Q16 10 20.5 13.5 M8.8 14.5 Q12 17 15 19.5" stroke={STEM} strokeWidth={1} fill="none" />
      {bells.map(([x, y, a]) => (
        <g key={`${x}${y}`} transform={`rotate(${a} ${x} ${y})`}>
          <path
            d={`M${x} ${y - 0.5} Q${x - 4} ${y} ${x - 3.8} ${y + 6} L${x - 5} ${y + 8.5} L${x - 2.6} ${y + 7.4} L${x} ${y + 8.8} L${x + 2.6} ${y + 7.4} L${x + 5} ${y + 8.5} L${x + 3.8} ${y + 6} Q${x + 4} ${y} ${x} ${y - 0.5} Z`}
            fill="#4D6FD6"
            stroke="#2E4CA6"
            strokeWidth={0.6}
            strokeLinejoin="round"
          />
          <path d={`M${x - 1.6} ${y + 1.5} Q${x - 2} ${y + 4} ${x - 1.8} ${y + 6}`} stroke="#8FA8F0" strokeWidth={0.8} fill="none" strokeLinecap="round" />
        </g>
      ))}
    </Frame>
  );
}

const BLOSSOM_PETAL = 'M0 0 C-4 -2.5 -5 -7.5 -2.4 -9.6 L0 -8 L2.4 -9.6 C5 -7.5 4 -2.5 0 0 Z';

function Blossom({ x, y, scale, turn }: { x: number; y: number; scale: number; turn: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale}) rotate(${turn})`}>
      {ring(5, (a, i) => (
        <path key={i} d={BLOSSOM_PETAL} fill="#FFC2D6" stroke="#E27AA0" strokeWidth={0.7} strokeLinejoin="round" transform={`rotate(${a})`} />
      ))}
      <circle r={2.2} fill="#E2557F" />
      {ring(5, (a, i) => (
        <circle key={i} cx={0} cy={-3.6} r={0.7} fill="#B8325C" transform={`rotate(${a + 36})`} />
      ))}
    </g>
  );
}

function CherryBlossom({ className }: PictureProps) {
  return (
    <Frame name="Cherry blossom" className={className}>
      <path d="M1 30 Q10 24 14 18 Q20 10 31 6" stroke="#6B4226" strokeWidth={2.2} fill="none" strokeLinecap="round" />
      <path d="M19.5 11.5 Q22 15 26 16" stroke="#6B4226" strokeWidth={1.3} fill="none" strokeLinecap="round" />
      <ellipse cx={27} cy={16.3} rx={1.8} ry={2.4} fill="#F59AB9" stroke="#E27AA0" strokeWidth={0.6} transform="rotate(-60 27 16.3)" />
      <ellipse cx={8} cy={26} rx={1.5} ry={2.8} fill={LEAF} transform="rotate(55 8 26)" />
      <Blossom x={13} y={15} scale={1.15} turn={8} />
      <Blossom x={25} y={7.5} scale={0.72} turn={-20} />
    </Frame>
  );
}

export const FLOWERS: readonly { digit: number; name: string; Picture: (props: PictureProps) => JSX.Element }[] = [
  { digit: 1, name: 'Sunflower', Picture: Sunflower },
  { digit: 2, name: 'Rose', Picture: Rose },
  { digit: 3, name: 'Tulip', Picture: Tulip },
  { digit: 4, name: 'Daisy', Picture: Daisy },
  { digit: 5, name: 'Lavender', Picture: Lavender },
  { digit: 6, name: 'Poppy', Picture: Poppy },
  { digit: 7, name: 'Lily', Picture: Lily },
  { digit: 8, name: 'Bluebell', Picture: Bluebell },
  { digit: 9, name: 'Cherry blossom', Picture: CherryBlossom },
];

/** The flower for a sudoku digit 1-9. */
export function flowerOf(digit: number) {
  const flower = FLOWERS[digit - 1];
  if (!flower) throw new RangeError(`No flower for digit ${digit}`);
  return flower;
}
