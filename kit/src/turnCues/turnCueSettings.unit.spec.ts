import { cueOn, DEFAULT_TURN_CUES, parseTurnCueSettings, readTurnCueSettings, TURN_CUES_KEY, withCue } from './turnCueSettings';

describe('turn cue settings', () => {
  it('are every cue on and nothing allowed when nothing is stored', () => {
    expect(parseTurnCueSettings(null)).toEqual({ off: [], allowed: false });
  });

  it('read back what was written', () => {
    const settings = withCue(withCue({ off: [], allowed: true }, 'sound', false), 'title', false);
    expect(parseTurnCueSettings(JSON.stringify(settings))).toEqual({ off: ['title', 'sound'], allowed: true });
    expect(cueOn(settings, 'title')).toBe(false);
    expect(cueOn(settings, 'favicon')).toBe(true);
  });

  it('turn a cue back on', () => {
    expect(withCue({ off: ['title', 'favicon'], allowed: false }, 'title', true)).toEqual({ off: ['favicon'], allowed: false });
  });

  it('give the defaults for anything unreadable, and drop unknown cues', () => {
    for (const raw of ['{', '"title"', '42', 'null', '[]']) expect(parseTurnCueSettings(raw)).toEqual(DEFAULT_TURN_CUES);
    expect(parseTurnCueSettings(JSON.stringify({ off: ['title', 'confetti', 7, 'title'], allowed: 'yes' }))).toEqual({ off: ['title'], allowed: false });
    expect(parseTurnCueSettings(JSON.stringify({ off: 'title', allowed: true }))).toEqual({ off: [], allowed: true });
  });

  it('give the defaults when the storage cannot be read', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readTurnCueSettings(blocked)).toEqual(DEFAULT_TURN_CUES);
    expect(readTurnCueSettings({ getItem: (key: string) => (key === TURN_CUES_KEY ? '{"off":["sound"]}' : null) })).toEqual({ off: ['sound'], allowed: false });
  });
});
