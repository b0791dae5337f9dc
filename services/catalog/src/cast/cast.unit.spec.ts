import type { CastEvent, CastMember } from '@reality-draft/events';
import { AppError, fold } from '@reality-draft/kernel';
import { DeciderSpecification } from '@reality-draft/kernel/testing';
import { castDecider, type CastCommand } from './decide';

const decider = castDecider('big_brother');
const by = 'admin-1';
const now = '2026-11-21T10:00:00.000Z';
const contestant = (n: number, season = 27): CastMember => ({
  id: `bb${season}-c0${n}`,
  contestantNumber: n,
  name: `Guest ${n}`,
  season,
  age: 30,
  occupation: null,
  hometown: null,
  currentResidence: null,
  tribe: null,
  description: 'Demo cast — test',
  photoUrl: null,
});
const demo = [contestant(1), contestant(2)];
const team: CastMember = { id: 'ar38-t01', teamNumber: 1, memberNames: 'Ava & Ben', season: 38, description: '', photoUrl: null, teamPhotoUrl: null };
const imported = [contestant(1, 26)];

const seeded = (members = demo, source: 'demo' | 'import' = 'demo', season = 27): CastEvent => ({
  type: 'CastSeeded',
  data: { showType: 'big_brother', season, source, members, seededBy: by, seededAt: now },
});
const cleared: CastEvent = { type: 'CastCleared', data: { showType: 'big_brother', clearedBy: by, clearedAt: now } };
const eliminated: CastEvent = { type: 'CastMemberEliminated', data: { showType: 'big_brother', memberId: 'bb27-c01', by, at: now } };
const restored: CastEvent = { type: 'CastMemberRestored', data: { showType: 'big_brother', memberId: 'bb27-c01', by, at: now } };

const given = DeciderSpecification.for(decider);

function expectRefusal(run: () => unknown, status: number, message: string) {
  expect(run).toThrow(AppError);
  expect(run).toThrow(expect.objectContaining({ status, message }));
}

const seed: CastCommand = { type: 'SeedCast', season: 27, members: demo, by, now };
const forceSeed: CastCommand = { type: 'ForceSeedCast', season: 27, members: demo, by, now };
const importCast: CastCommand = { type: 'ImportCast', season: 26, members: imported, by, now };
const clear: CastCommand = { type: 'ClearCast', by, now };
const eliminate = (memberId = 'bb27-c01'): CastCommand => ({ type: 'EliminateMember', memberId, by, now });
const restore = (memberId = 'bb27-c01'): CastCommand => ({ type: 'RestoreMember', memberId, by, now });
const eliminateIn = (period: number, memberId = 'bb27-c01'): CastCommand => ({ type: 'EliminateMember', memberId, period, by, now });
const eliminatedIn = (period: number): CastEvent => ({
  type: 'CastMemberEliminated',
  data: { showType: 'big_brother', memberId: 'bb27-c01', period, by, at: now },
});

describe('cast decider', () => {
  describe('seed', () => {
    it('loads the demo cast when none is loaded', () => {
      given([]).when(seed).then([seeded()]);
      given([seeded(), cleared]).when(seed).then([seeded()]);
    });

    it('changes nothing when a cast is already loaded, demo or imported', () => {
      given([seeded()]).when(seed).thenNothingHappened();
      given([seeded(imported, 'import', 26)])
        .when(seed)
        .thenNothingHappened();
    });

    it('refuses an empty cast', () => {
      given([])
        .when({ ...seed, members: [] })
        .thenThrows({ status: 400, message: 'A cast needs at least one contestant.' });
    });
  });

  describe('force-seed', () => {
    it('clears the loaded cast, then seeds the demo cast', () => {
      given([seeded(imported, 'import', 26)])
        .when(forceSeed)
        .then([cleared, seeded()]);
    });

    it('only seeds when nothing is loaded', () => {
      given([]).when(forceSeed).then([seeded()]);
    });
  });

  describe('clear', () => {
    it('clears a loaded cast', () => {
      given([seeded(), eliminated]).when(clear).then([cleared]);
    });

    it('does nothing when no cast is loaded', () => {
      given([]).when(clear).thenNothingHappened();
      given([seeded(), cleared]).when(clear).thenNothingHappened();
    });
  });

  describe('import', () => {
    it('replaces whatever is loaded with the imported cast', () => {
      given([seeded()])
        .when(importCast)
        .then([seeded(imported, 'import', 26)]);
      given([])
        .when(importCast)
        .then([seeded(imported, 'import', 26)]);
    });

    it('refuses an empty cast', () => {
      given([seeded()])
        .when({ ...importCast, members: [] })
        .thenThrows({ status: 400, message: 'A cast needs at least one contestant.' });
    });
  });

  describe('eliminate and restore', () => {
    it('eliminates an active member and restores an eliminated one', () => {
      given([seeded()]).when(eliminate()).then([eliminated]);
      given([seeded(), eliminated]).when(restore()).then([restored]);
      given([seeded(), eliminated, restored]).when(eliminate()).then([eliminated]);
    });

    it('does nothing when the member is already in that state', () => {
      given([seeded(), eliminated]).when(eliminate()).thenNothingHappened();
      given([seeded()]).when(restore()).thenNothingHappened();
    });

    it('refuses an unknown member, or one whose cast was cleared or replaced, with 404', () => {
      given([seeded()]).when(eliminate('bb27-c09')).thenThrows({ status: 404, message: 'Contestant not found.' });
      given([seeded(), cleared]).when(restore()).thenThrows({ status: 404, message: 'Contestant not found.' });
      given([seeded(), seeded(imported, 'import', 26)])
        .when(eliminate())
        .thenThrows({ status: 404, message: 'Contestant not found.' });
    });

    it('keeps the episode a member went out in, and restoring clears it', () => {
      given([seeded()])
        .when(eliminateIn(3))
        .then([eliminatedIn(3)]);
      expect(fold(decider, [seeded(), eliminatedIn(3)]).members.get('bb27-c01')).toMatchObject({ isActive: false, eliminatedIn: 3 });
      expect(fold(decider, [seeded(), eliminatedIn(3), restored]).members.get('bb27-c01')).toMatchObject({ isActive: true, eliminatedIn: null });
      expect(fold(decider, [seeded(), eliminated]).members.get('bb27-c01')).toMatchObject({ isActive: false, eliminatedIn: null });
    });

    it('corrects the episode of an eliminated member, and keeps it when eliminated again without one', () => {
      given([seeded(), eliminated])
        .when(eliminateIn(4))
        .then([eliminatedIn(4)]);
      given([seeded(), eliminatedIn(3)])
        .when(eliminateIn(5))
        .then([eliminatedIn(5)]);
      given([seeded(), eliminatedIn(3)])
        .when(eliminateIn(3))
        .thenNothingHappened();
      given([seeded(), eliminatedIn(3)])
        .when(eliminate())
        .thenNothingHappened();
    });

    it("refuses a period past the show's last episode (week) with 400", () => {
      given([seeded()]).when(eliminateIn(36)).thenThrows({ status: 400, message: 'period must be at most 35.' });
      const race = castDecider('amazing_race');
      const raceCast = fold(race, [
        { type: 'CastSeeded', data: { showType: 'amazing_race', season: 38, source: 'demo', members: [team], seededBy: by, seededAt: now } },
      ]);
      expectRefusal(() => race.decide(eliminateIn(25, team.id), raceCast), 400, 'period must be at most 24.');
      expect(race.decide(eliminateIn(24, team.id), raceCast)).toHaveLength(1);
    });

    it('speaks of teams on the Amazing Race stream', () => {
      const race = castDecider('amazing_race');
      expectRefusal(() => race.decide(eliminate('ar38-t99'), race.initialState()), 404, 'Team not found.');
    });
  });

  describe('photos', () => {
    const photo = '/api/objects/photos/0123456789abcdef0123456789abcdef';
    const setPhoto = (photoUrl: string | null, memberId = 'bb27-c01'): CastCommand => ({ type: 'SetMemberPhoto', memberId, photoUrl, by, now });
    const photoSet = (photoUrl: string | null): CastEvent => ({
      type: 'CastMemberPhotoSet',
      data: { showType: 'big_brother', memberId: 'bb27-c01', photoUrl, by, at: now },
    });

    it("sets and removes a member's photo, which the fold keeps", () => {
      given([seeded()])
        .when(setPhoto(photo))
        .then([photoSet(photo)]);
      given([seeded(), photoSet(photo)])
        .when(setPhoto(null))
        .then([photoSet(null)]);
      expect(fold(decider, [seeded(), photoSet(photo)]).members.get('bb27-c01')).toMatchObject({ photoUrl: photo });
    });

    it('does nothing when the member already has that photo', () => {
      given([seeded(), photoSet(photo)])
        .when(setPhoto(photo))
        .thenNothingHappened();
      given([seeded()]).when(setPhoto(null)).thenNothingHappened();
    });

    it('refuses an unknown member with 404', () => {
      given([seeded()]).when(setPhoto(photo, 'bb27-c09')).thenThrows({ status: 404, message: 'Contestant not found.' });
    });

    it("sets a team's team photo", () => {
      const race = castDecider('amazing_race');
      const team: CastMember = { id: 'ar38-t01', teamNumber: 1, memberNames: 'A & B', season: 38, description: 'Friends', photoUrl: photo, teamPhotoUrl: null };
      const raceSeeded: CastEvent = {
        type: 'CastSeeded',
        data: { showType: 'amazing_race', season: 38, source: 'demo', members: [team], seededBy: by, seededAt: now },
      };
      const events = race.decide(setPhoto(photo, 'ar38-t01'), fold(race, [raceSeeded]));
      expect(events).toEqual([{ type: 'CastMemberPhotoSet', data: { showType: 'amazing_race', memberId: 'ar38-t01', photoUrl: photo, by, at: now } }]);
      expect(fold(race, [raceSeeded, ...events]).members.get('ar38-t01')).toMatchObject({ photoUrl: photo, teamPhotoUrl: photo });
    });
  });

  it('folds a re-seed into a fresh cast with everyone active again', () => {
    const state = fold(decider, [seeded(), eliminated, seeded()]);
    expect([...state.members.values()].map((m) => m.isActive)).toEqual([true, true]);
    expect(state).toMatchObject({ season: 27, source: 'demo' });
    expect(fold(decider, [seeded(), cleared])).toEqual({ season: null, source: null, members: new Map() });
  });
});
