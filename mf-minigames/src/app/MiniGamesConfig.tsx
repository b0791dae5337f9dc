// /admin/mini-games and /mini-games: the configuration screen, with the escape's and the jigsaw's
// playable demos and the admin's test sudoku from their own features.
import { MiniGamesConfiguration } from '../features/configuration/components/MiniGamesConfiguration';
import { JigsawGame } from '../features/jigsaw/components/JigsawGame';
import { SlidingBlockGame } from '../features/sliding-block/components/SlidingBlockGame';
import { SudokuTrialBoard } from '../features/sudoku/components/SudokuTrialBoard';
import { scoped } from './scoped';

const DEMOS = {
  'contestant-escape': <SlidingBlockGame variant="demo" />,
  'jigsaw-puzzle': <JigsawGame variant="demo" />,
};

function MiniGamesConfig() {
  return <MiniGamesConfiguration demos={DEMOS} renderSudokuTest={(test) => <SudokuTrialBoard puzzle={test.puzzle} solution={test.solution} />} />;
}

export default scoped(MiniGamesConfig);
