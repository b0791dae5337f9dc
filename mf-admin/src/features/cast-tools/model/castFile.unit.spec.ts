import { CAST_FILE_COLUMNS, castFileFormat, castFileProblem, importFailureToast, importProblems, parseSeason } from './castFile';

describe('cast files', () => {
  it('reads the format from the file name or type', () => {
    expect(castFileFormat({ name: 'cast.JSON' })).toBe('json');
    expect(castFileFormat({ name: 'cast.csv' })).toBe('csv');
    expect(castFileFormat({ name: 'cast', type: 'text/csv' })).toBe('csv');
    expect(castFileFormat({ name: 'cast.xlsx' })).toBeNull();
  });

  it('refuses other files, empty files and files that are too large', () => {
    expect(castFileProblem({ name: 'cast.csv', size: 10 })).toBeNull();
    expect(castFileProblem({ name: 'cast.txt', size: 10 })).toBe('Choose a .json or .csv file.');
    expect(castFileProblem({ name: 'cast.csv', size: 0 })).toBe('The file is empty.');
    expect(castFileProblem({ name: 'cast.csv', size: 10_000_000 })).toMatch(/too large/);
  });

  it('takes an optional whole season number', () => {
    expect(parseSeason('')).toBeUndefined();
    expect(parseSeason(' 38 ')).toBe(38);
    expect(parseSeason('0')).toBe('invalid');
    expect(parseSeason('3.5')).toBe('invalid');
  });

  it('names the columns of every show', () => {
    expect(CAST_FILE_COLUMNS.amazing_race.required).toEqual(['memberNames']);
    expect(CAST_FILE_COLUMNS.survivor.required).toEqual(['name', 'tribe']);
    expect(CAST_FILE_COLUMNS.survivor.note).toBe(
      "The tribe is the castaway's tribe as the season names it (season 49's are Lavo, Nami, Hina); the bios group castaways by these tribes.",
    );
  });

  it("shows the server's reason when an import fails", () => {
    expect(importFailureToast({ status: 400, text: '400: {}', message: 'Row 3: name is missing' }).description).toBe('Row 3: name is missing');
    expect(importFailureToast(undefined).description).toBe('Failed to load the cast file.');
  });

  it('lists every problem of a refused file by row and field, and the toast points to the list', () => {
    const errors = [
      { row: 2, field: 'age', problem: 'must be a whole number from 1 to 120, not "old"' },
      { row: 4, field: 'tribe', problem: 'is required for Survivor' },
    ];
    const refused = { status: 400, text: '400: …', message: 'Row 2, age: … Row 4, tribe: …', data: { message: '…', errors } };
    expect(importProblems(refused)).toEqual(['Row 2, age: must be a whole number from 1 to 120, not "old".', 'Row 4, tribe: is required for Survivor.']);
    expect(importFailureToast(refused).description).toBe('The file has 2 problems, listed under the form.');
    expect(importProblems({ status: 400, text: '400: {}', message: 'content is required.', data: { message: 'content is required.' } })).toEqual([]);
    expect(importProblems(undefined)).toEqual([]);
  });
});
