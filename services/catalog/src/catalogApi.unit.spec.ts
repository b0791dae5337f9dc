import type { Storage } from '@reality-draft/kernel';
import { bearer, memoryStorage, startCatalog, type CatalogHarness } from '../test/catalogHarness';

const TOOLS = [
  'seed-teams',
  'seed-contestants',
  'clear-contestants',
  'force-seed-contestants',
  'seed-survivor-contestants',
  'cleanup-amazing-race',
  'cleanup-big-brother',
];
const LISTS = ['/api/teams', '/api/contestants', '/api/survivor-contestants'];

describe('catalog API', () => {
  let storage: Storage;
  let app: CatalogHarness;
  let admin: string;
  let player: string;
  beforeEach(async () => {
    storage = memoryStorage();
    app = await startCatalog(storage);
    admin = await app.adminToken();
    player = await app.playerToken();
  });
  afterEach(() => app.running.stop());

  const list = async (path: string, token = player) => (await app.http().get(path).set(bearer(token)).expect(200)).body;
  const everything = async () => Promise.all(LISTS.map((path) => list(path)));
  const tool = async (name: string) => (await app.http().post(`/api/admin/${name}`).set(bearer(admin)).expect(200)).body;
  const eliminate = (route: 'teams' | 'contestants', id: string, body: unknown, token = admin) =>
    app
      .http()
      .put(`/api/${route}/${id}/eliminate`)
      .set(bearer(token))
      .send(body as object);
  const importCast = (showType: string, body: unknown, token = admin) =>
    app
      .http()
      .post(`/api/admin/cast/${showType}/import`)
      .set(bearer(token))
      .send(body as object);

  describe('reading the casts', () => {
    it.each(LISTS)('%s needs a session: 401 without a token or with an unknown one', async (path) => {
      expect((await app.http().get(path).expect(401)).body).toEqual({ message: 'Please log in to continue.' });
      expect((await app.http().get(path).set(bearer('nope')).expect(401)).body).toEqual({ message: 'Your session has expired. Please log in again.' });
    });

    it('answers empty lists before anything is seeded, to players and admins', async () => {
      expect(await everything()).toEqual([[], [], []]);
      expect(await list('/api/teams', admin)).toEqual([]);
    });

    it('lists teams by number in the Team shape, labelled as the demo cast', async () => {
      await tool('seed-teams');
      const teams = await list('/api/teams');
      expect(teams.map((t: { teamNumber: number }) => t.teamNumber)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
      expect(teams[0]).toEqual({
        id: 'ar38-t01',
        teamNumber: 1,
        memberNames: 'Ava & Ben',
        season: 38,
        description: expect.stringMatching(/^Demo cast — Married couple/),
        photoUrl: null,
        teamPhotoUrl: null,
        showType: 'amazing_race',
        isActive: true,
        eliminatedIn: null,
        demo: true,
      });
    });

    it('lists Big Brother and Survivor contestants apart, in the Contestant shape', async () => {
      await tool('seed-contestants');
      await tool('seed-survivor-contestants');
      const [teams, bigBrother, survivor] = await everything();
      expect(teams).toEqual([]);
      expect(bigBrother).toHaveLength(16);
      expect(survivor).toHaveLength(18);
      expect(Object.keys(survivor[0]).sort()).toEqual([
        'age',
        'contestantNumber',
        'currentResidence',
        'demo',
        'description',
        'eliminatedIn',
        'hometown',
        'id',
        'isActive',
        'name',
        'occupation',
        'photoUrl',
        'season',
        'showType',
        'tribe',
      ]);
      expect(survivor[0]).toMatchObject({ id: 'sv49-c01', showType: 'survivor', season: 49, tribe: 'Lavo', demo: true });
    });
  });

  describe('admin data tools', () => {
    it.each(TOOLS)('%s refuses without a session (401) and for a player (403), changing nothing', async (name) => {
      await app.http().post(`/api/admin/${name}`).expect(401);
      const res = await app.http().post(`/api/admin/${name}`).set(bearer(player)).expect(403);
      expect(res.body).toEqual({ message: 'Admin privileges are required for this action.' });
      expect(await everything()).toEqual([[], [], []]);
    });

    it('seeds the demo casts, answering each show in its own field', async () => {
      const teams = await tool('seed-teams');
      expect(teams).toMatchObject({ message: 'Seeded 13 Amazing Race season 38 teams (demo cast).', count: 13 });
      expect(teams.teams).toEqual(await list('/api/teams'));
      const bigBrother = await tool('seed-contestants');
      expect(bigBrother).toMatchObject({ message: 'Seeded 16 Big Brother season 27 contestants (demo cast).', count: 16 });
      expect(bigBrother.contestants).toEqual(await list('/api/contestants'));
      const survivor = await tool('seed-survivor-contestants');
      expect(survivor).toMatchObject({ message: 'Seeded 18 Survivor season 49 contestants (demo cast).', count: 18 });
      expect(survivor.contestants).toEqual(await list('/api/survivor-contestants'));
    });

    it('answers the cast already loaded when seeding again, keeping its eliminations', async () => {
      await tool('seed-teams');
      await eliminate('teams', 'ar38-t02', { eliminated: true }).expect(200);
      const head = await storage.events.head();
      const again = await tool('seed-teams');
      expect(again.message).toBe('The cast is already loaded (13 Amazing Race season 38 teams); nothing was changed.');
      expect(again.count).toBe(13);
      expect(again.teams[1]).toMatchObject({ id: 'ar38-t02', isActive: false });
      expect(await storage.events.head()).toBe(head);
    });

    it('clears Big Brother with clear-contestants and cleanup-big-brother, leaving the other shows', async () => {
      await tool('seed-contestants');
      await tool('seed-survivor-contestants');
      expect(await tool('clear-contestants')).toEqual({ message: 'Removed 16 Big Brother contestants.', count: 16, contestants: [] });
      expect(await tool('cleanup-big-brother')).toEqual({ message: 'There were no Big Brother contestants to remove.', count: 0, contestants: [] });
      expect(await list('/api/contestants')).toEqual([]);
      expect(await list('/api/survivor-contestants')).toHaveLength(18);
    });

    it('cleans up the Amazing Race teams', async () => {
      await tool('seed-teams');
      expect(await tool('cleanup-amazing-race')).toEqual({ message: 'Removed 13 Amazing Race teams.', count: 13, teams: [] });
      expect(await list('/api/teams')).toEqual([]);
    });

    it('force-seeds Big Brother: whatever was loaded goes, the demo cast comes back all active', async () => {
      expect((await tool('force-seed-contestants')).message).toBe('Seeded 16 Big Brother season 27 contestants (demo cast).');
      await eliminate('contestants', 'bb27-c03', { eliminated: true }).expect(200);
      const forced = await tool('force-seed-contestants');
      expect(forced.message).toBe('Removed 16 Big Brother contestants and seeded 16 Big Brother season 27 contestants (demo cast).');
      expect((await list('/api/contestants')).every((c: { isActive: boolean }) => c.isActive)).toBe(true);
    });

    it('refuses a body that is not a JSON object with 400', async () => {
      const res = await app.http().post('/api/admin/seed-teams').set(bearer(admin)).send([1]).expect(400);
      expect(res.body.message).toBe('The request body must be a JSON object.');
      await app.http().post('/api/admin/seed-teams').set(bearer(admin)).set('content-type', 'application/json').send('{oops').expect(400);
      expect(await list('/api/teams')).toEqual([]);
    });
  });

  describe('importing a cast', () => {
    const teamsJson = JSON.stringify([
      { memberNames: 'Real & Team', description: 'Siblings', teamNumber: 2 },
      { memberNames: 'Other & Team', description: 'Friends', teamNumber: 1 },
    ]);

    it('replaces the demo cast with the imported one, which is not labelled demo', async () => {
      await tool('seed-teams');
      const res = (await importCast('amazing_race', { format: 'json', content: teamsJson }).expect(200)).body;
      expect(res).toMatchObject({ message: 'Imported 2 Amazing Race season 38 teams.', count: 2 });
      expect(res.teams.map((t: { id: string; demo: boolean }) => [t.id, t.demo])).toEqual([
        ['ar38-t01', false],
        ['ar38-t02', false],
      ]);
      expect(await list('/api/teams')).toEqual(res.teams);
    });

    it('reads a CSV for the season given', async () => {
      const content = 'name,tribe,age\nPat Real,Nami,33\nSam Real,Hina,\n';
      const res = (await importCast('survivor', { format: 'csv', content, season: 50 }).expect(200)).body;
      expect(res.message).toBe('Imported 2 Survivor season 50 contestants.');
      expect(res.contestants).toEqual(await list('/api/survivor-contestants'));
      expect(res.contestants[0]).toMatchObject({ id: 'sv50-c01', name: 'Pat Real', tribe: 'Nami', age: 33, season: 50, demo: false });
    });

    it("takes a Survivor season's own tribes from the file, as the file first spells each", async () => {
      const content = 'name,tribe\nAna,Yanu\nBo,Kele\nCy, yanu \nDi,Reba\n';
      const res = (await importCast('survivor', { format: 'csv', content, season: 50 }).expect(200)).body;
      expect(res.contestants.map((c: { name: string; tribe: string }) => [c.name, c.tribe])).toEqual([
        ['Ana', 'Yanu'],
        ['Bo', 'Kele'],
        ['Cy', 'Yanu'],
        ['Di', 'Reba'],
      ]);
    });

    it('names the row and field of every problem in the file, in its message and its errors', async () => {
      const content = 'name,age,tribe\nAna,31,Yanu\nBo,old,Kele\n,40,Kele\nDi,200,\n';
      const res = (await importCast('survivor', { format: 'csv', content }).expect(400)).body;
      expect(res.message).toBe(
        'Row 2, age: must be a whole number from 1 to 120, not "old". Row 3, name: is required. Row 4, age: must be a whole number from 1 to 120, not "200". ' +
          "Row 4, tribe: is required for Survivor (the castaway's tribe, as the season names it).",
      );
      expect(res.errors).toEqual([
        { row: 2, field: 'age', problem: 'must be a whole number from 1 to 120, not "old"' },
        { row: 3, field: 'name', problem: 'is required' },
        { row: 4, field: 'age', problem: 'must be a whole number from 1 to 120, not "200"' },
        { row: 4, field: 'tribe', problem: "is required for Survivor (the castaway's tribe, as the season names it)" },
      ]);
    });

    it('refuses without a session (401) and for a player (403)', async () => {
      await app.http().post('/api/admin/cast/amazing_race/import').send({ format: 'json', content: teamsJson }).expect(401);
      await importCast('amazing_race', { format: 'json', content: teamsJson }, player).expect(403);
      expect(await list('/api/teams')).toEqual([]);
    });

    it('refuses a file over the size limit with a clear 400', async () => {
      const res = await importCast('big_brother', { format: 'csv', content: `name\n${'x'.repeat(95_000)}` }).expect(400);
      expect(res.body.message).toBe('content must be at most 90000 characters.');
      expect(await list('/api/contestants')).toEqual([]);
    });

    it('refuses a body larger than the API takes (100 kB a request) with 413', async () => {
      const res = await importCast('big_brother', { format: 'csv', content: `name\n${'x'.repeat(150_000)}` }).expect(413);
      expect(res.body).toEqual({ message: 'The request body is too large.' });
      expect(await list('/api/contestants')).toEqual([]);
    });

    it.each([
      ['an unknown show', 'the_bachelor', { format: 'json', content: '[]' }, 'showType must be one of: amazing_race, big_brother, survivor.'],
      ['an unknown format', 'big_brother', { format: 'xml', content: '<cast/>' }, 'format must be one of: json, csv.'],
      ['no content', 'big_brother', { format: 'json' }, 'content is required.'],
      ['a season out of range', 'big_brother', { format: 'json', content: '[{"name":"Bo"}]', season: 0 }, 'season must be at least 1.'],
      ['JSON that does not parse', 'big_brother', { format: 'json', content: '[{"name":' }, expect.stringMatching(/^The file is not valid JSON: /)],
      [
        'a CSV that does not parse',
        'big_brother',
        { format: 'csv', content: 'name,age\n"Bo,30\n' },
        expect.stringMatching(/^The CSV file could not be read: Quote Not Closed/),
      ],
      [
        'a missing column',
        'amazing_race',
        { format: 'csv', content: 'description\nSiblings\n' },
        'Row 1, memberNames: is required (the names of the team of two).',
      ],
      [
        'an unknown column',
        'big_brother',
        { format: 'csv', content: 'name,votes\nBo,3\n' },
        expect.stringMatching(/^Row 1, votes: is not a column of Big Brother cast files \(name, /),
      ],
      ['too many rows', 'big_brother', { format: 'csv', content: `name\n${'Bo\n'.repeat(61)}` }, 'The file has 61 rows; a cast has at most 60.'],
      [
        'a number used twice',
        'big_brother',
        { format: 'csv', content: 'name,contestantNumber\nBo,4\nCy,4\n' },
        'Row 2, contestantNumber: 4 is already used by row 1.',
      ],
      [
        'a castaway without a tribe',
        'survivor',
        { format: 'csv', content: 'name,tribe\nBo,Moto\nCy,\n' },
        "Row 2, tribe: is required for Survivor (the castaway's tribe, as the season names it).",
      ],
    ])('refuses %s with 400, keeping the cast', async (_what, showType, body, message) => {
      await tool('seed-teams');
      await tool('seed-contestants');
      await tool('seed-survivor-contestants');
      const before = await everything();
      expect((await importCast(showType, body).expect(400)).body.message).toEqual(message);
      expect(await everything()).toEqual(before);
    });
  });

  describe('eliminating and restoring', () => {
    beforeEach(async () => {
      await tool('seed-teams');
      await tool('seed-contestants');
      await tool('seed-survivor-contestants');
    });

    it('eliminates and restores a team, answering the team', async () => {
      const out = (await eliminate('teams', 'ar38-t05', { eliminated: true }).expect(200)).body;
      expect(out).toMatchObject({ id: 'ar38-t05', teamNumber: 5, isActive: false, showType: 'amazing_race' });
      expect((await list('/api/teams'))[4]).toEqual(out);
      const back = (await eliminate('teams', 'ar38-t05', { eliminated: false }).expect(200)).body;
      expect(back).toEqual({ ...out, isActive: true });
      expect((await list('/api/teams'))[4]).toEqual(back);
    });

    it('keeps the episode (week) a member went out in, and restoring clears it', async () => {
      const out = (await eliminate('contestants', 'bb27-c04', { eliminated: true, period: 3 }).expect(200)).body;
      expect(out).toMatchObject({ id: 'bb27-c04', isActive: false, eliminatedIn: 3 });
      expect((await list('/api/contestants'))[3]).toEqual(out);
      expect((await eliminate('teams', 'ar38-t02', { eliminated: true, period: 24 }).expect(200)).body.eliminatedIn).toBe(24);
      expect((await eliminate('contestants', 'sv49-c02', { eliminated: true }).expect(200)).body).toMatchObject({ isActive: false, eliminatedIn: null });
      const back = (await eliminate('contestants', 'bb27-c04', { eliminated: false }).expect(200)).body;
      expect(back).toMatchObject({ isActive: true, eliminatedIn: null });
      expect((await list('/api/contestants'))[3]).toEqual(back);
    });

    it.each([
      ['a period of 0', 'contestants', 'bb27-c01', { eliminated: true, period: 0 }, 'period must be at least 1.'],
      ['a period that is not a whole number', 'contestants', 'bb27-c01', { eliminated: true, period: 2.5 }, 'period must be an integer.'],
      ['a period past the last episode', 'contestants', 'sv49-c01', { eliminated: true, period: 36 }, 'period must be at most 35.'],
      ['a week past the last Amazing Race week', 'teams', 'ar38-t01', { eliminated: true, period: 25 }, 'period must be at most 24.'],
      ['a period with a restore', 'contestants', 'bb27-c01', { eliminated: false, period: 2 }, 'period goes only with eliminated true.'],
    ] as const)('refuses %s with 400, changing nothing', async (_what, route, id, body, message) => {
      const head = await storage.events.head();
      expect((await eliminate(route, id, body).expect(400)).body.message).toBe(message);
      expect(await storage.events.head()).toBe(head);
    });

    it('serves Big Brother and Survivor ids on the contestants route', async () => {
      expect((await eliminate('contestants', 'bb27-c01', { eliminated: true }).expect(200)).body).toMatchObject({ id: 'bb27-c01', isActive: false });
      expect((await eliminate('contestants', 'sv49-c18', { eliminated: true }).expect(200)).body).toMatchObject({ id: 'sv49-c18', isActive: false });
      expect((await list('/api/contestants'))[0].isActive).toBe(false);
      expect((await list('/api/survivor-contestants'))[17].isActive).toBe(false);
    });

    it('changes nothing when the item is already in that state', async () => {
      await eliminate('teams', 'ar38-t01', { eliminated: true }).expect(200);
      const head = await storage.events.head();
      expect((await eliminate('teams', 'ar38-t01', { eliminated: true }).expect(200)).body.isActive).toBe(false);
      expect((await eliminate('contestants', 'bb27-c02', { eliminated: false }).expect(200)).body.isActive).toBe(true);
      expect(await storage.events.head()).toBe(head);
    });

    it.each([
      ['an unknown team', 'teams', 'ar38-t99', 'Team not found.'],
      ['a contestant on the teams route', 'teams', 'bb27-c01', 'Team not found.'],
      ['a team on the contestants route', 'contestants', 'ar38-t01', 'Contestant not found.'],
      ['an id of no loaded cast', 'contestants', 'bb26-c01', 'Contestant not found.'],
    ] as const)('refuses %s with 404', async (_what, route, id, message) => {
      expect((await eliminate(route, id, { eliminated: true }).expect(404)).body).toEqual({ message });
    });

    it.each([
      ['no eliminated field', {}, 'eliminated is required.'],
      ['eliminated that is not a boolean', { eliminated: 'yes' }, 'eliminated must be a boolean.'],
    ])('refuses %s with 400', async (_what, body, message) => {
      expect((await eliminate('teams', 'ar38-t01', body).expect(400)).body.message).toBe(message);
      expect((await eliminate('contestants', 'bb27-c01', body).expect(400)).body.message).toBe(message);
    });

    it('refuses an id that is not in the form of one with 400', async () => {
      expect((await eliminate('teams', 'ar38%20t01', { eliminated: true }).expect(400)).body.message).toBe('id is not in the expected form.');
    });

    it.each(['teams', 'contestants'] as const)('refuses on /%s without a session (401) and for a player (403), changing nothing', async (route) => {
      const id = route === 'teams' ? 'ar38-t01' : 'bb27-c01';
      await app.http().put(`/api/${route}/${id}/eliminate`).send({ eliminated: true }).expect(401);
      await eliminate(route, id, { eliminated: true }, player).expect(403);
      await eliminate(route, id, { eliminated: true, period: 2 }, player).expect(403);
      expect((await list(`/api/${route}`))[0]).toMatchObject({ isActive: true, eliminatedIn: null });
    });
  });
});
