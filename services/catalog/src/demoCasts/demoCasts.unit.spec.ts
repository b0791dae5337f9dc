import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_CAST_SIZES, isTeam, SHOW_TYPES, SURVIVOR_TRIBES } from '@reality-draft/events';
import { demoCastFile, loadDemoCast, loadDemoCasts } from './demoCasts';

const PAIRINGS = /\b(Married couple|Dating couple|Engaged couple|Newlyweds|Sisters|Brothers|Siblings|Father\/daughter|Mother\/daughter|Best friends|Friends)\b/;

describe('the shipped demo casts', () => {
  const casts = loadDemoCasts();
  const everyone = Object.values(casts).flatMap((cast) => cast.members);

  it('are labelled as demo casts on every member', () => {
    for (const member of everyone) expect(member.description).toMatch(/^Demo cast — /);
  });

  it('has 13 Amazing Race season 38 teams of two, each with a pairing label', () => {
    const { season, members } = casts.amazing_race;
    expect(season).toBe(38);
    expect(members.map((m) => m.id)).toEqual(Array.from({ length: 13 }, (_, i) => `ar38-t${String(i + 1).padStart(2, '0')}`));
    for (const team of members.filter(isTeam)) {
      expect(team.memberNames).toMatch(/^\S+ & \S+$/);
      expect(team.description).toMatch(PAIRINGS);
    }
  });

  it('has 16 Big Brother season 27 house guests with age, occupation and hometown', () => {
    const { season, members } = casts.big_brother;
    expect(season).toBe(27);
    expect(members).toHaveLength(16);
    expect(members[0].id).toBe('bb27-c01');
    for (const guest of members)
      expect(guest).toMatchObject({ age: expect.any(Number), occupation: expect.any(String), hometown: expect.any(String), tribe: null });
  });

  it('has 18 Survivor season 49 castaways, six in each of Lavo, Nami and Hina', () => {
    const { season, members } = casts.survivor;
    expect(season).toBe(49);
    expect(members[17].id).toBe('sv49-c18');
    const tribes = members.map((m) => (isTeam(m) ? null : m.tribe));
    for (const tribe of SURVIVOR_TRIBES) expect(tribes.filter((t) => t === tribe)).toHaveLength(6);
  });

  it('have the sizes the data tools speak of', () => {
    for (const showType of SHOW_TYPES) expect(casts[showType].members).toHaveLength(DEMO_CAST_SIZES[showType]);
  });

  it('uses every name once', () => {
    const names = everyone.map((m) => (isTeam(m) ? m.memberNames : m.name));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('loading a demo cast', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rd-demo-cast-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses a missing file, another show or season, and a bad row, naming the file', async () => {
    expect(() => loadDemoCast('survivor', dir)).toThrow(/survivor-49\.demo\.json: ENOENT/);
    await writeFile(path.join(dir, demoCastFile('survivor')), JSON.stringify({ showType: 'survivor', season: 48, members: [] }));
    expect(() => loadDemoCast('survivor', dir)).toThrow('it is not the Survivor season 49 demo cast');
    await writeFile(path.join(dir, demoCastFile('survivor')), JSON.stringify({ showType: 'survivor', season: 49, members: [{ name: 'X', age: 'old' }] }));
    expect(() => loadDemoCast('survivor', dir)).toThrow('Row 1, age: must be a whole number from 1 to 120, not "old".');
  });
});
