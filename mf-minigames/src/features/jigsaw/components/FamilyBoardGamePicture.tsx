// An original flat illustration for the jigsaw: a family playing a board game in a warm living room.
// The art lives once in the DOM as a <symbol>; each jigsaw piece shows its own 100 x 100 window of it through <use>.
import { FamilyArms, FamilyBodies } from './familyArt/people';
import { RoomBack } from './familyArt/room';
import { GameBox, Table, UnderTable } from './familyArt/table';

export const JIGSAW_PICTURE = { width: 500, height: 400, title: 'A family playing a board game' } as const;

const PIECE = 100;

function FamilyBoardGameArt() {
  return (
    <g>
      <RoomBack />
      <UnderTable />
      <FamilyBodies />
      <Table />
      <FamilyArms />
      <GameBox />
    </g>
  );
}

/** Puts the picture into the DOM once, as a symbol the pieces can `<use>`. */
export function FamilyBoardGameSymbol({ id }: { id: string }) {
  return (
    <svg width={0} height={0} aria-hidden style={{ position: 'absolute' }} focusable="false">
      <defs>
        <symbol id={id} viewBox={`0 0 ${JIGSAW_PICTURE.width} ${JIGSAW_PICTURE.height}`}>
          <FamilyBoardGameArt />
        </symbol>
      </defs>
    </svg>
  );
}

/** One 100 x 100 piece of the picture; `cell` counts row by row from the top left. Fills its parent. */
export function JigsawPieceArt({ symbolId, cell, columns = 5, className }: { symbolId: string; cell: number; columns?: number; className?: string }) {
  const x = (cell % columns) * PIECE;
  const y = Math.floor(cell / columns) * PIECE;
  return (
    <svg viewBox={`${x} ${y} ${PIECE} ${PIECE}`} width="100%" height="100%" aria-hidden focusable="false" className={className} style={{ display: 'block' }}>
      <use href={`#${symbolId}`} width={JIGSAW_PICTURE.width} height={JIGSAW_PICTURE.height} />
    </svg>
  );
}

/** The whole picture, e.g. for the reference thumbnail. */
export function FamilyBoardGamePicture({ className }: { className?: string }) {
  return (
    <svg viewBox={`0 0 ${JIGSAW_PICTURE.width} ${JIGSAW_PICTURE.height}`} role="img" aria-label={JIGSAW_PICTURE.title} className={className}>
      <title>{JIGSAW_PICTURE.title}</title>
      <FamilyBoardGameArt />
    </svg>
  );
}
