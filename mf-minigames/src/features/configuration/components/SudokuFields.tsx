// The sudoku's own send choices: difficulty, title and description.
import { SUDOKU_DIFFICULTIES, type SudokuDifficulty } from '@reality-draft/events';
import { Field, SelectField } from '@reality-draft/kit';
import type { SudokuChoices } from '../model/sendForm';

export const DIFFICULTY_OPTIONS = SUDOKU_DIFFICULTIES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));

export function SudokuFields({ value, onChange }: { value: SudokuChoices; onChange: (next: SudokuChoices) => void }) {
  return (
    <>
      <SelectField
        label="Difficulty"
        value={value.difficulty}
        options={DIFFICULTY_OPTIONS}
        onChange={(event) => onChange({ ...value, difficulty: event.target.value as SudokuDifficulty })}
      />
      <Field label="Title" value={value.title} maxLength={80} onChange={(event) => onChange({ ...value, title: event.target.value })} />
      <Field label="Description" value={value.description} maxLength={300} onChange={(event) => onChange({ ...value, description: event.target.value })} />
    </>
  );
}
