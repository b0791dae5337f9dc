// A catalogue game opened: its header with 'Back to Games', then the escape's and jigsaw's demo with
// Reset, Finish and Send; the sudoku's test and Send; trivia's 'coming soon'. Players (on
// /mini-games) see the game itself only: the panels are the admin's.
import type { CatalogueGame, SudokuTestAnswer } from '@reality-draft/events';
import { Button, Card } from '@reality-draft/kit';
import { ArrowLeft, HelpCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { GameSetting } from '../model/catalogueSettings';
import { CategoryBadge } from './CategoryBadge';
import { FinishGamePanel } from './FinishGamePanel';
import { GameIcon } from './GameIcon';
import { ResetGamePanel } from './ResetGamePanel';
import { SendGamePanel } from './SendGamePanel';
import { useSudokuTest } from '../hooks/useSudokuTest';
import { SudokuTestPanel } from './SudokuTestPanel';

export type SudokuTestRenderer = (test: SudokuTestAnswer) => ReactNode;

export interface GameDetailProps {
  game: CatalogueGame;
  setting: GameSetting;
  isAdmin: boolean;
  demo?: ReactNode;
  renderSudokuTest?: SudokuTestRenderer;
  onBack: () => void;
}

function DetailHeader({ game, setting, onBack }: Pick<GameDetailProps, 'game' | 'setting' | 'onBack'>) {
  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Games
      </Button>
      <div className="flex items-start gap-3">
        <span aria-hidden className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <GameIcon id={game.id} className="h-6 w-6" />
        </span>
        <div className="min-w-0">
          <h2 className="text-xl font-bold text-slate-900">{game.name}</h2>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <CategoryBadge category={game.category} />
            <span className="font-semibold text-slate-700">{setting.pointValue} pts</span>
            <span>{setting.isActive ? 'Active' : 'Inactive'}</span>
          </div>
          <p className="mt-2 max-w-2xl text-sm text-slate-600">{game.description}</p>
        </div>
      </div>
    </div>
  );
}

function ComingSoon() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span aria-hidden className="flex h-14 w-14 items-center justify-center rounded-2xl bg-sky-50 text-sky-700">
        <HelpCircle className="h-7 w-7" />
      </span>
      <p className="text-lg font-semibold text-slate-900">Weekly Trivia Challenge coming soon!</p>
      <p className="max-w-md text-sm text-slate-600">Questions on this week's episodes, for points, arrive in a later release.</p>
    </Card>
  );
}

function PuzzleBody({ game, setting, isAdmin, demo }: Pick<GameDetailProps, 'game' | 'setting' | 'isAdmin' | 'demo'>) {
  return (
    <div className="space-y-6">
      {demo && (
        <section aria-label={`${game.name} demo`} className="space-y-3">
          <p className="text-sm font-medium text-slate-700">Playable demo: nothing is recorded.</p>
          {demo}
        </section>
      )}
      {isAdmin && game.gameType && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <ResetGamePanel />
          <FinishGamePanel gameType={game.gameType} />
          <SendGamePanel game={game} active={setting.isActive} />
        </div>
      )}
    </div>
  );
}

function SudokuBody({ game, setting, isAdmin, renderSudokuTest }: Pick<GameDetailProps, 'game' | 'setting' | 'isAdmin' | 'renderSudokuTest'>) {
  const sudoku = useSudokuTest();
  if (!isAdmin) return <p className="text-sm text-slate-600">Your admin sends picture sudokus to your drafts; play them from your dashboard.</p>;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <SudokuTestPanel sudoku={sudoku} />
        <SendGamePanel game={game} active={setting.isActive} />
      </div>
      {sudoku.test && renderSudokuTest && <section aria-label="Test puzzle">{renderSudokuTest(sudoku.test)}</section>}
    </div>
  );
}

export function GameDetail(props: GameDetailProps) {
  const { game } = props;
  return (
    <div className="space-y-6">
      <DetailHeader game={game} setting={props.setting} onBack={props.onBack} />
      {game.gameType === null ? <ComingSoon /> : game.gameType === 'sudoku' ? <SudokuBody {...props} /> : <PuzzleBody {...props} />}
    </div>
  );
}
