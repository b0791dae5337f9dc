import { castFileProblemsMessage, castFileProblemsOf, castFileProblemText } from './castFileProblems';

describe('cast file problems', () => {
  it('names the row and field, or the header row, or the whole file', () => {
    expect(castFileProblemText({ row: 4, field: 'age', problem: 'must be a whole number' })).toBe('Row 4, age: must be a whole number.');
    expect(castFileProblemText({ row: 2, field: null, problem: 'must be an object.' })).toBe('Row 2: must be an object.');
    expect(castFileProblemText({ row: null, field: 'votes', problem: 'is named twice' })).toBe('Header row, votes: is named twice.');
    expect(castFileProblemText({ row: null, field: null, problem: 'the file has no teams' })).toBe('The file has no teams.');
  });

  it('names at most ten problems in one message and counts the rest', () => {
    const problems = Array.from({ length: 11 }, (_, i) => ({ row: i + 1, field: 'name', problem: 'is required' }));
    expect(castFileProblemsMessage(problems.slice(0, 2))).toBe('Row 1, name: is required. Row 2, name: is required.');
    expect(castFileProblemsMessage(problems)).toMatch(/Row 10, name: is required\. And 1 more problem\.$/);
  });

  it("reads only well-formed problems from a 400's errors", () => {
    const good = { row: 1, field: 'age', problem: 'x' };
    expect(castFileProblemsOf([good, { row: '1', field: 'age', problem: 'x' }, null, { message: 'y' }])).toEqual([good]);
    expect(castFileProblemsOf(undefined)).toEqual([]);
  });
});
