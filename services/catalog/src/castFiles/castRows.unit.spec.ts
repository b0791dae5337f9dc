import type { ShowType } from '@reality-draft/events';
import { readCastFile } from './castFile';
import { castMembersFromRows } from './castRows';

const read = (showType: ShowType, format: 'json' | 'csv', content: string, season = 38) => castMembersFromRows(showType, season, readCastFile(format, content));
const csv = (...lines: string[]) => lines.join('\n');
const teamsCsv = (...rows: string[]) => read('amazing_race', 'csv', csv('memberNames,description,teamNumber', ...rows));
const survivor = (...rows: Record<string, unknown>[]) => read('survivor', 'json', JSON.stringify(rows), 49);
const castaway = (extra: Record<string, unknown> = {}) => ({ name: 'Pat Example', tribe: 'Lavo', ...extra });

describe('reading a cast file', () => {
  it('reads a CSV of teams: trimmed cells, any column case, numbers from the file or its order', () => {
    const teams = read(
      'amazing_race',
      'csv',
      csv('\ufeffMemberNames , Description,teamNumber', ' Ava & Ben , "Married couple, from Ohio", 3', '', 'Cleo & Dax,Dating couple,'),
    );
    expect(teams).toEqual([
      { id: 'ar38-t02', teamNumber: 2, memberNames: 'Cleo & Dax', season: 38, description: 'Dating couple', photoUrl: null, teamPhotoUrl: null },
      { id: 'ar38-t03', teamNumber: 3, memberNames: 'Ava & Ben', season: 38, description: 'Married couple, from Ohio', photoUrl: null, teamPhotoUrl: null },
    ]);
  });

  it('reads a JSON array of contestants, numbers given as numbers or text', () => {
    const rows = [
      {
        name: ' Bo Sample ',
        age: '41',
        occupation: 'Chef',
        hometown: 'Reno',
        currentResidence: null,
        description: 'x',
        photoUrl: 'https://img.test/bo.jpg',
        contestantNumber: 7,
      },
    ];
    expect(read('big_brother', 'json', JSON.stringify(rows), 27)).toEqual([
      {
        id: 'bb27-c07',
        contestantNumber: 7,
        name: 'Bo Sample',
        season: 27,
        age: 41,
        occupation: 'Chef',
        hometown: 'Reno',
        currentResidence: null,
        tribe: null,
        description: 'x',
        photoUrl: 'https://img.test/bo.jpg',
      },
    ]);
  });

  it("takes a Survivor season's tribes from the file, each spelled as the file first spells it", () => {
    const tribes = survivor(castaway({ tribe: 'Moto  Maji' }), castaway({ tribe: 'Vaka' }), castaway({ tribe: ' moto maji' })).map((c) =>
      'tribe' in c ? c.tribe : null,
    );
    expect(tribes).toEqual(['Moto Maji', 'Vaka', 'Moto Maji']);
  });

  it('names every problem of the file, by row and field', () => {
    const run = () => survivor(castaway({ age: 'x' }), castaway(), castaway({ name: '', tribe: '' }), castaway({ photoUrl: 'ftp://x' }));
    expect(run).toThrow(
      expect.objectContaining({
        status: 400,
        details: [
          { row: 1, field: 'age', problem: 'must be a whole number from 1 to 120, not "x"' },
          { row: 3, field: 'name', problem: 'is required' },
          { row: 3, field: 'tribe', problem: "is required for Survivor (the castaway's tribe, as the season names it)" },
          { row: 4, field: 'photoUrl', problem: 'must be a web address starting with http:// or https://, or a path starting with /' },
        ],
      }),
    );
  });

  it('names the first ten problems in the message and counts the rest', () => {
    const run = () => survivor(...Array.from({ length: 12 }, () => castaway({ age: 0 })));
    expect(run).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/^Row 1, age: must be .* Row 10, age: must be a whole number from 1 to 120, not "0"\. And 2 more problems\.$/),
      }),
    );
  });

  it.each([
    ['JSON that does not parse', () => read('big_brother', 'json', '[{"name": "Bo"'), /^The file is not valid JSON: /],
    [
      'JSON that is not an array',
      () => read('big_brother', 'json', '{"name": "Bo"}'),
      'A JSON cast file must be an array of objects, one per team or contestant.',
    ],
    [
      'a JSON row that is not an object',
      () => read('big_brother', 'json', '[{"name": "Bo"}, "Cy"]'),
      /^Row 2: must be an object \(a JSON cast file must be an array of objects/,
    ],
    [
      'a JSON cell that is neither text nor a number',
      () => read('big_brother', 'json', '[{"name": "Bo", "age": true}]'),
      'Row 1, age: must be text or a number.',
    ],
    [
      'a NUL character hidden in a JSON escape',
      () => read('big_brother', 'json', '[{"name": "Bo\\u0000"}]'),
      'Row 1, name: contains characters that are not allowed (a NUL character or broken Unicode).',
    ],
    ['a CSV quote left open', () => teamsCsv('"Ava & Ben,x,1'), /^The CSV file could not be read: Quote Not Closed/],
    ['a CSV row with too few cells', () => teamsCsv('Ava & Ben,x'), /^The CSV file could not be read: Invalid Record Length: expect 3, got 2 on line 2/],
    ['an empty CSV', () => read('amazing_race', 'csv', '\n\n'), /^The CSV file is empty/],
    ['a CSV header without rows', () => teamsCsv(), 'The file has no teams or contestants in it.'],
    ['a CSV header column without a name', () => read('amazing_race', 'csv', csv('memberNames,', 'Ava & Ben,x')), 'Header row, column 2: has no name.'],
    [
      'a CSV header naming a column twice',
      () => read('amazing_race', 'csv', csv('memberNames,MemberNames', 'a,b')),
      'Header row, MemberNames: is named twice.',
    ],
    ['a JSON row naming a column twice', () => read('big_brother', 'json', '[{"name": "Bo", "NAME": "Cy"}]'), 'Row 1, name: the column appears twice.'],
    [
      'an unknown column',
      () => read('amazing_race', 'csv', csv('memberNames,members', 'a,b')),
      'Row 1, members: is not a column of Amazing Race cast files (memberNames, description, teamNumber, photoUrl, teamPhotoUrl).',
    ],
    ['a missing required cell', () => teamsCsv('Ava & Ben,x,1', ' ,y,2'), 'Row 2, memberNames: is required (the names of the team of two).'],
    ['a missing required column', () => read('big_brother', 'csv', csv('age', '30')), 'Row 1, name: is required.'],
    ['a number used twice', () => teamsCsv('Ava & Ben,x,2', 'Cleo & Dax,y,', 'Eve & Fay,z,3'), 'Row 2, teamNumber: 2 is already used by row 1.'],
    ['a number that is not whole', () => teamsCsv('Ava & Ben,x,1.5'), 'Row 1, teamNumber: must be a whole number from 1 to 999, not "1.5".'],
    ['an age out of range', () => survivor(castaway({ age: 130 })), 'Row 1, age: must be a whole number from 1 to 120, not "130".'],
    ['a name that is too long', () => survivor(castaway({ name: 'x'.repeat(101) })), 'Row 1, name: must be at most 100 characters.'],
    [
      'a photo address that is not a web address',
      () => survivor(castaway({ photoUrl: 'javascript:alert(1)' })),
      'Row 1, photoUrl: must be a web address starting with http:// or https://, or a path starting with /.',
    ],
    [
      'a protocol-relative photo address (another site)',
      () => survivor(castaway({ photoUrl: '//evil.example/x.png' })),
      'Row 1, photoUrl: must be a web address starting with http:// or https://, or a path starting with /.',
    ],
    ['a tribe name that is too long', () => survivor(castaway(), castaway({ tribe: 'x'.repeat(41) })), 'Row 2, tribe: must be at most 40 characters.'],
    [
      'a Survivor castaway without a tribe',
      () => survivor(castaway({ tribe: '' })),
      "Row 1, tribe: is required for Survivor (the castaway's tribe, as the season names it).",
    ],
    [
      'a tribe on Big Brother',
      () => read('big_brother', 'json', '[{"name": "Bo", "tribe": "Lavo"}]'),
      'Row 1, tribe: is only for Survivor castaways; leave it empty.',
    ],
    ['more than 60 rows', () => survivor(...Array.from({ length: 61 }, () => castaway())), 'The file has 61 rows; a cast has at most 60.'],
  ])('refuses %s with a clear 400', (_what, run, message) => {
    expect(run).toThrow(expect.objectContaining({ status: 400, message: typeof message === 'string' ? message : expect.stringMatching(message) }));
  });
});
