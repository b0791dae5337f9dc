import {
  clockTimeText,
  draftLabel,
  draftTitle,
  missedStartText,
  startDayText,
  startsInText,
  startTimeFailure,
  startTimeProblem,
  startTimeSaved,
  startTimeText,
  zonedDateTimeInputs,
  zonedDateTimeIso,
} from './draftText';

describe('draft text', () => {
  it('labels a draft by its league name, or by show and join code', () => {
    expect(draftLabel({ showType: 'big_brother', joinCode: 'ABC123', name: null })).toBe('Big Brother #ABC123');
    expect(draftLabel({ showType: 'amazing_race', joinCode: 'XYZ789', name: null })).toBe('Amazing Race #XYZ789');
    expect(draftLabel({ showType: 'survivor', joinCode: 'Q1W2E3', name: 'Tribal Council Club' })).toBe('Tribal Council Club');
  });

  it('titles a draft shown beside its code by its league name, or by its show', () => {
    expect(draftTitle({ showType: 'big_brother', name: null })).toBe('Big Brother');
    expect(draftTitle({ showType: 'survivor', name: 'Tribal Council Club' })).toBe('Tribal Council Club');
  });

  describe("a start time typed in the admin's zone", () => {
    it("carries the zone's offset on that day", () => {
      expect(zonedDateTimeIso('2026-12-02', '20:00', 'Europe/Paris')).toBe('2026-12-02T20:00:00+01:00');
      expect(zonedDateTimeIso('2026-07-02', '20:00', 'Europe/Paris')).toBe('2026-07-02T20:00:00+02:00');
      expect(zonedDateTimeIso('2026-12-02', '08:05', 'America/New_York')).toBe('2026-12-02T08:05:00-05:00');
      expect(zonedDateTimeIso('2026-12-02', '20:00', 'Asia/Kolkata')).toBe('2026-12-02T20:00:00+05:30');
      expect(zonedDateTimeIso('2026-12-02', '00:00', 'UTC')).toBe('2026-12-02T00:00:00+00:00');
    });

    it('names the same instant as the wall clock it was typed on', () => {
      const iso = zonedDateTimeIso('2026-12-31', '23:30', 'America/Los_Angeles')!;
      expect(new Date(iso).toISOString()).toBe('2027-01-01T07:30:00.000Z');
      expect(zonedDateTimeInputs(iso, 'America/Los_Angeles')).toEqual({ date: '2026-12-31', time: '23:30' });
    });

    it('reads a time a clock change skips as the instant after the gap', () => {
      expect(zonedDateTimeIso('2026-03-29', '02:30', 'Europe/Paris')).toBe('2026-03-29T03:30:00+02:00');
    });

    it('refuses what is not a date or a time', () => {
      expect(zonedDateTimeIso('', '20:00', 'UTC')).toBeNull();
      expect(zonedDateTimeIso('2026-02-30', '20:00', 'UTC')).toBeNull();
      expect(zonedDateTimeIso('2026-12-02', '', 'UTC')).toBeNull();
      expect(zonedDateTimeIso('2026-12-02', '24:00', 'UTC')).toBeNull();
      expect(zonedDateTimeIso('2026-12-02', '8pm', 'UTC')).toBeNull();
    });

    it("uses the browser's zone when none is named", () => {
      const iso = zonedDateTimeIso('2026-12-02', '20:00')!;
      expect(new Date(iso).getHours()).toBe(20);
    });
  });

  it("shows a start time on a 24 h clock in the viewer's zone", () => {
    expect(clockTimeText('2026-12-02T19:00:00Z', 'Europe/Paris')).toBe('20:00');
    expect(clockTimeText('2026-12-02T23:05:00Z', 'Europe/Paris')).toBe('00:05');
    expect(startTimeText('2026-12-02T19:00:00Z', 'Europe/Paris', 'en-GB')).toBe('Wed 2 Dec, 20:00');
    expect(startDayText('2026-12-02T23:30:00Z', 'Europe/Paris', 'en-GB')).toBe('Thu 3 Dec');
  });

  describe('how long until a draft starts', () => {
    const at = Date.parse('2026-12-02T20:00:00Z');
    const before = (seconds: number) => at - seconds * 1000;
    const startsAt = '2026-12-02T20:00:00Z';

    it('in seconds under a minute', () => {
      expect(startsInText(startsAt, before(45))).toBe('Starts in 45 s');
      expect(startsInText(startsAt, before(0.2))).toBe('Starts in 1 s');
    });

    it('in minutes under an hour', () => {
      expect(startsInText(startsAt, before(60))).toBe('Starts in 1 min');
      expect(startsInText(startsAt, before(14 * 60 + 30))).toBe('Starts in 14 min');
      expect(startsInText(startsAt, before(3599))).toBe('Starts in 59 min');
    });

    it('in hours and minutes under a day', () => {
      expect(startsInText(startsAt, before(2 * 3600 + 14 * 60 + 5))).toBe('Starts in 2 h 14 min');
      expect(startsInText(startsAt, before(3600))).toBe('Starts in 1 h');
    });

    it('in days and hours when far', () => {
      expect(startsInText(startsAt, before(3 * 86400 + 4 * 3600 + 59 * 60))).toBe('Starts in 3 d 4 h');
      expect(startsInText(startsAt, before(86400))).toBe('Starts in 1 d');
    });

    it('says it is starting once the time has come', () => {
      expect(startsInText(startsAt, at)).toBe('Starting now');
      expect(startsInText(startsAt, at + 5000)).toBe('Starting now');
    });
  });

  describe('why a scheduled start did not happen', () => {
    const scheduledFor = '2026-12-02T19:00:00Z';

    it('counts the players who joined', () => {
      expect(missedStartText({ scheduledFor, playerCount: 1 }, 'Europe/Paris')).toBe('Did not start at 20:00: 1 player joined');
      expect(missedStartText({ scheduledFor, playerCount: 0 }, 'Europe/Paris')).toBe('Did not start at 20:00: 0 players joined');
    });

    it("gives the server's reason when enough players joined", () => {
      expect(missedStartText({ scheduledFor, playerCount: 3, reason: 'No cast to draft.' }, 'UTC')).toBe('Did not start at 19:00: No cast to draft.');
      expect(missedStartText({ scheduledFor, playerCount: 3 }, 'UTC')).toBe('Did not start at 19:00');
    });
  });

  describe('a start time the admin types', () => {
    const now = Date.parse('2026-12-02T18:00:00Z');

    it('goes when it is a later date and time', () => {
      expect(startTimeProblem('2026-12-02', '20:00', now, 'Europe/Paris')).toBeNull();
    });

    it('is refused when missing or passed', () => {
      expect(startTimeProblem('2026-12-02', '', now, 'Europe/Paris')).toBe('Choose a date and a time.');
      expect(startTimeProblem('2026-12-02', '19:00', now, 'Europe/Paris')).toBe('That time has passed: choose a later one.');
    });

    it('is confirmed with the time in the admin zone, or its clearing', () => {
      expect(startTimeSaved('2026-12-02T19:00:00Z', 'Europe/Paris').description).toMatch(
        /^The draft starts by itself at 20:00 on Wed.* if at least 2 players have joined\.$/,
      );
      expect(startTimeSaved(null).title).toBe('Start Time Cleared');
      expect(startTimeFailure(undefined)).toEqual({ title: 'Error', description: 'Failed to set the start time.', variant: 'destructive' });
    });
  });
});
