// Loading a real cast from a file (POST /api/admin/cast/{showType}/import {format, content}): which
// files are accepted and what columns they carry. The shipped casts are demo casts.
import { errorMessage, isApiError, type ToastInput } from '@reality-draft/kit';
import {
  castFileProblemsOf,
  castFileProblemText,
  MAX_CAST_FILE_CHARS,
  SHOW_SEASONS,
  SURVIVOR_TRIBES,
  type CastImportRequest,
  type ShowType,
} from '@reality-draft/events';

export type CastFileFormat = CastImportRequest['format'];

export const CAST_FILE_ACCEPT = '.json,.csv,application/json,text/csv';

/** The columns (CSV header row) or fields (JSON array of objects) a cast file carries per show, as the catalogue reads them. */
export const CAST_FILE_COLUMNS: Record<ShowType, { required: string[]; optional: string[]; note?: string }> = {
  amazing_race: { required: ['memberNames'], optional: ['teamNumber', 'description', 'photoUrl', 'teamPhotoUrl'] },
  big_brother: {
    required: ['name'],
    optional: ['contestantNumber', 'age', 'occupation', 'hometown', 'currentResidence', 'description', 'photoUrl'],
  },
  survivor: {
    required: ['name', 'tribe'],
    optional: ['contestantNumber', 'age', 'occupation', 'hometown', 'currentResidence', 'description', 'photoUrl'],
    note: `The tribe is the castaway's tribe as the season names it (season ${SHOW_SEASONS.survivor}'s are ${SURVIVOR_TRIBES.join(', ')}); the bios group castaways by these tribes.`,
  },
};

export function castFileFormat(file: { name: string; type?: string }): CastFileFormat | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.json') || file.type === 'application/json') return 'json';
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'csv';
  return null;
}

/** Why a chosen file cannot be sent, or null. */
export function castFileProblem(file: { name: string; type?: string; size: number }): string | null {
  if (!castFileFormat(file)) return 'Choose a .json or .csv file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_CAST_FILE_CHARS) return `The file is too large (at most ${Math.round(MAX_CAST_FILE_CHARS / 1000)} KB).`;
  return null;
}

/** The optional season box: empty means the show's default season. */
export function parseSeason(input: string): number | undefined | 'invalid' {
  const text = input.trim();
  if (!text) return undefined;
  const season = Number(text);
  return Number.isInteger(season) && season >= 1 && season <= 200 ? season : 'invalid';
}

export function importFailureToast(error: unknown): ToastInput {
  const problems = importProblems(error);
  const description =
    problems.length > 1 ? `The file has ${problems.length} problems, listed under the form.` : errorMessage(error, 'Failed to load the cast file.');
  return { title: 'Import Failed', description, variant: 'destructive' };
}

/** Each problem of a refused file, by row and field ("Row 4, age: must be ..."); empty when the refusal named none. */
export function importProblems(error: unknown): string[] {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return [];
  return castFileProblemsOf((error.data as { errors?: unknown }).errors).map(castFileProblemText);
}

export function importSuccessToast(message: string, count: number): ToastInput {
  return { title: 'Cast Loaded', description: message || `${count} cast members loaded.` };
}
