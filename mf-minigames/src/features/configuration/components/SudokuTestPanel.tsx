// 'Test the Game': a test puzzle of the chosen difficulty (medium by default) with its solution;
// 'Close Test' puts it away. The puzzle itself shows below the panels.
import type { SudokuDifficulty } from '@reality-draft/events';
import { Button, SelectField } from '@reality-draft/kit';
import { FlaskConical, X } from 'lucide-react';
import type { SudokuTest } from '../hooks/useSudokuTest';
import { ActionPanel } from './ActionPanel';
import { DIFFICULTY_OPTIONS } from './SudokuFields';

export function SudokuTestPanel({ sudoku }: { sudoku: SudokuTest }) {
  return (
    <ActionPanel
      title="Test the Game"
      icon={<FlaskConical className="h-5 w-5" />}
      tone="bg-sky-50 text-sky-700"
      description="Generate a test puzzle and solve it yourself before you send one. Nothing is recorded."
    >
      <SelectField
        label="Test difficulty"
        value={sudoku.difficulty}
        options={DIFFICULTY_OPTIONS}
        onChange={(event) => sudoku.setDifficulty(event.target.value as SudokuDifficulty)}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => void sudoku.generate()} busy={sudoku.isGenerating} className="flex-1">
          {!sudoku.isGenerating && <FlaskConical className="h-4 w-4" aria-hidden />}
          {sudoku.test ? 'New Test Puzzle' : 'Generate Test Puzzle'}
        </Button>
        {sudoku.test && (
          <Button variant="outline" onClick={sudoku.close} className="flex-1">
            <X className="h-4 w-4" aria-hidden />
            Close Test
          </Button>
        )}
      </div>
    </ActionPanel>
  );
}
