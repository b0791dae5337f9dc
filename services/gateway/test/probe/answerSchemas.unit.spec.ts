/** The answer schemas the authorization matrix checks every allowed answer against refuse what the types refuse. */
import { apiRoutes } from '@reality-draft/events';
import { sampleTeam } from '@reality-draft/events/testing';
import { answerSchemas, type AnswerSchemas } from './answerSchemas';

jest.setTimeout(60_000);

let schemas: AnswerSchemas;
beforeAll(() => {
  schemas = answerSchemas();
});

const team = sampleTeam(1, { id: 'ar38-t01', memberNames: 'Ana & Bo', description: 'Best friends' });

describe('answer schemas', () => {
  it('name an answer for every route but a 204, a stream and a file', () => {
    const unnamed = apiRoutes().filter((route) => !route.answer && route.success !== 204 && !route.stream && !route.answersBytes);
    expect(unnamed.map((route) => route.id)).toEqual([]);
  });

  it('accept an answer of the type, and refuse a missing, a mistyped or an extra property', () => {
    expect(schemas.problems('DraftDeletedAnswer', { message: 'Draft deleted.' })).toEqual([]);
    expect(schemas.problems('DraftDeletedAnswer', {})).not.toEqual([]);
    expect(schemas.problems('DraftDeletedAnswer', { message: 7 })).not.toEqual([]);
    expect(schemas.problems('DraftDeletedAnswer', { message: 'Draft deleted.', draft: {} })).not.toEqual([]);
  });

  it('see every part of an intersection type (a team is its facts and its catalogue fields), and nothing more', () => {
    const problems = schemas.problems('Team', team);
    expect(problems).toEqual([]);
    expect(schemas.problems('Team', { ...team, secret: 1 })).toEqual([expect.stringContaining('secret')]);
    expect(schemas.problems('Team[]', [team, { ...team, isActive: 'yes' }])).not.toEqual([]);
  });

  it('take any key of a map, but check its values', () => {
    expect(schemas.problems('PointTotalsTable', { 'ar38-t01': { '1': 10 } })).toEqual([]);
    expect(schemas.problems('PointTotalsTable', { 'ar38-t01': { '1': 'ten' } })).not.toEqual([]);
  });
});
