import type { PeriodAnswer } from '@reality-draft/events';
import { bearer, memoryStorage, startScoring, type ScoringHarness } from '../test/scoringHarness';

let h: ScoringHarness;
let bb: string[];
let ar: string[];

beforeEach(async () => {
  h = await startScoring(memoryStorage());
  [bb, ar] = [await h.seed('big_brother'), await h.seed('amazing_race')];
});
afterEach(() => h.running.stop());

const periodUrl = (show: string, period: number | string) => `/api/admin/points/periods/${show}/${period}`;
const put = (show: string, period: number | string, body: unknown, token = h.admin) =>
  h
    .http()
    .put(periodUrl(show, period))
    .set(bearer(token))
    .send(body as object);
const preview = (show: string, period: number | string, body: unknown) =>
  h
    .http()
    .post(`${periodUrl(show, period)}/preview`)
    .set(bearer(h.admin))
    .send(body as object);
const read = async (show: string, period: number) => (await h.get(periodUrl(show, period)).expect(200)).body as PeriodAnswer;
const summary = (answer: PeriodAnswer) => answer.entries.map((entry) => `${entry.subjectId} ${entry.pointType} ${entry.points}`);

describe("the points dialog's period save", () => {
  it('loads the saved entries, previews and saves a replaced winner (never two), and logs who changed what', async () => {
    const [georgia, iris] = [bb[6], bb[8]];
    expect((await read('big_brother', 2)).entries).toEqual([]);
    await put('big_brother', 2, { entries: [{ subjectId: iris, pointType: 'veto', points: 2 }] }).expect(200);
    expect(await read('big_brother', 2)).toMatchObject({ entries: [{ subjectId: iris, subjectLabel: 'Iris Copperkettle', pointType: 'veto', points: 2 }] });

    const georgiaVeto = { entries: [{ subjectId: georgia, pointType: 'veto', points: 2 }] };
    const { body: planned } = await preview('big_brother', 2, georgiaVeto).expect(200);
    expect(planned.changes.map((change: { subjectId: string; action: string }) => `${change.subjectId} ${change.action}`)).toEqual([
      `${iris} removed`,
      `${georgia} entered`,
    ]);
    expect((await read('big_brother', 2)).entries[0].subjectId).toBe(iris);

    const { body: saved } = await put('big_brother', 2, georgiaVeto).expect(200);
    expect(saved.changes).toEqual(planned.changes);
    expect(summary(saved)).toEqual([`${georgia} veto 2`]);
    expect((await h.get('/api/contestant-point-totals-table').expect(200)).body).toEqual({ [georgia]: { 2: 2 } });

    const { body: again } = await put('big_brother', 2, georgiaVeto).expect(200);
    expect(again.changes).toEqual([]);
    const log = (await h.get('/api/admin/points/log?period=2').expect(200)).body;
    expect(log).toMatchObject([
      { subjectId: georgia, action: 'entered', after: 2, byName: 'commish' },
      { subjectId: iris, action: 'removed', before: 2, after: null, reason: 'replaced by Georgia Windermoss', byName: 'commish' },
      { subjectId: iris, action: 'entered' },
    ]);
  });

  it("marks a correction's events with one correction id, so the log finds it as one; a save of new entries only has none", async () => {
    const [georgia, iris, harlan] = [bb[6], bb[8], bb[7]];
    await put('big_brother', 5, { entries: [{ subjectId: iris, pointType: 'veto', points: 2 }] }).expect(200);
    await put('big_brother', 5, {
      entries: [
        { subjectId: georgia, pointType: 'veto', points: 2 },
        { subjectId: harlan, pointType: 'hoh', points: 3 },
      ],
    }).expect(200);
    const points = (await h.running.events.readAll(0, 1_000)).filter((event) => event.streamId.startsWith('points-'));
    expect(points.map((event) => [event.type, (event.data as { subjectId: string }).subjectId])).toEqual([
      ['PointsEntered', iris],
      ['PointsRemoved', iris],
      ['PointsEntered', georgia],
      ['PointsEntered', harlan],
    ]);
    expect(points[0].metadata.correctionId).toBeUndefined();
    const [correctionId] = points.slice(1).map((event) => event.metadata.correctionId);
    expect(correctionId).toEqual(expect.any(String));
    expect(points.slice(1).map((event) => event.metadata.correctionId)).toEqual([correctionId, correctionId, correctionId]);

    await put('big_brother', 6, { entries: [{ subjectId: iris, pointType: 'veto', points: 2 }] }).expect(200);
    await put('big_brother', 6, { entries: [{ subjectId: georgia, pointType: 'veto', points: 2 }] }).expect(200);
    const again = (await h.running.events.readAll(0, 1_000)).filter((event) => event.streamId.startsWith('points-')).slice(4);
    expect(again.map((event) => event.type)).toEqual(['PointsEntered', 'PointsRemoved', 'PointsEntered']);
    expect(again[1].metadata.correctionId).toEqual(expect.any(String));
    expect(again[1].metadata.correctionId).not.toBe(correctionId);
  });

  it('corrects a changed value and leaves entries of point types the save does not cover', async () => {
    await h.contestantPoints({ contestantId: bb[0], episode: 4, points: 1, pointType: 'general' }).expect(200);
    await put('big_brother', 4, { entries: [{ subjectId: bb[1], pointType: 'hoh', points: 3 }], pointTypes: ['hoh', 'veto'] }).expect(200);
    const { body } = await put('big_brother', 4, {
      entries: [{ subjectId: bb[1], pointType: 'hoh', points: 4 }],
      pointTypes: ['hoh', 'veto'],
      reason: 'Double HoH',
    }).expect(200);
    expect(body.changes).toMatchObject([{ subjectId: bb[1], action: 'corrected', before: 3, after: 4, reason: 'Double HoH' }]);
    expect(summary(body)).toEqual([`${bb[0]} general 1`, `${bb[1]} hoh 4`]);
  });

  it("replaces an Amazing Race week's placements", async () => {
    await put('amazing_race', 3, {
      entries: [
        { subjectId: ar[0], pointType: 'placement', points: 5 },
        { subjectId: ar[1], pointType: 'placement', points: 4 },
      ],
    }).expect(200);
    const { body } = await put('amazing_race', 3, {
      entries: [
        { subjectId: ar[1], pointType: 'placement', points: 5 },
        { subjectId: ar[0], pointType: 'placement', points: 4 },
        { subjectId: ar[2], pointType: 'express_pass', points: 3 },
      ],
    }).expect(200);
    expect(body.changes.map((change: { action: string }) => change.action)).toEqual(['corrected', 'corrected', 'entered']);
    expect((await h.get('/api/point-totals-table').expect(200)).body).toEqual({ [ar[0]]: { 3: 4 }, [ar[1]]: { 3: 5 }, [ar[2]]: { 3: 3 } });
  });

  it('lets two admins saving one period at once end with exactly one of their choices', async () => {
    const choices = [bb[2], bb[3], bb[4], bb[5]];
    const answers = await Promise.all(choices.map((id) => put('big_brother', 5, { entries: [{ subjectId: id, pointType: 'veto', points: 2 }] })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const { entries } = await read('big_brother', 5);
    expect(entries).toHaveLength(1);
    expect(choices).toContain(entries[0].subjectId);
    expect(Object.keys((await h.get('/api/contestant-point-totals-table').expect(200)).body)).toHaveLength(1);
  });

  it('refuses bad input with a clear 4xx and players with 403', async () => {
    const player = await h.player('Pat');
    await h.get(periodUrl('big_brother', 2), player.token).expect(403);
    await put('big_brother', 2, { entries: [] }, player.token).expect(403);
    await h.http().put(periodUrl('big_brother', 2)).send({ entries: [] }).expect(401);
    await put('big_brother', 36, { entries: [] }).expect(422);
    await h.get(periodUrl('amazing_race', 25)).expect(422);
    await put('big_brother', 0, { entries: [] }).expect(400);
    await put('news', 2, { entries: [] }).expect(400);
    await put('big_brother', 2, {}).expect(400);
    await put('big_brother', 2, { entries: [{ subjectId: bb[0], pointType: 'veto', points: 101 }] }).expect(400);
    const { body: wrongShow } = await put('big_brother', 2, { entries: [{ subjectId: ar[0], pointType: 'veto', points: 2 }] }).expect(422);
    expect(wrongShow.message).toContain('is not one of the current Big Brother house guests');
    await put('amazing_race', 2, { entries: [{ subjectId: ar[0], pointType: 'veto', points: 2 }] }).expect(422);
    expect((await h.get('/api/admin/points/log').expect(200)).body).toEqual([]);
  });
});
