import { attentionStage, cueDue, NO_CUES, turnAnnouncement, turnKey, turnNotice, type CueMemory, type PageVisibility, type TurnMoment } from './turnCueRules';

const shown = (hidden: boolean | PageVisibility): PageVisibility => (hidden === true ? 'hidden' : hidden === false ? 'visible' : hidden);
const mine = (secondsLeft: number, hidden: boolean | PageVisibility, turn = 'd1:5'): TurnMoment => ({
  turn,
  secondsLeft,
  running: true,
  visibility: shown(hidden),
});
const notMine = (hidden = true): TurnMoment => ({ turn: null, secondsLeft: 40, running: true, visibility: shown(hidden) });

/** Runs the moments through cueDue in order and lists what each one sounded. */
function sounded(moments: TurnMoment[], start: CueMemory = NO_CUES) {
  let memory = start;
  return moments.map((moment) => {
    const step = cueDue(memory, moment);
    memory = step.memory;
    return step.due;
  });
}

describe('turn cue rules', () => {
  it('name the turn only while it is the player', () => {
    expect(turnKey('d1', 5, true)).toBe('d1:5');
    expect(turnKey('d1', 5, false)).toBeNull();
    expect(turnKey('d1', null, true)).toBeNull();
  });

  it('sound the turn once as it starts in a hidden tab, then once more under 10 s left', () => {
    expect(sounded([notMine(), mine(60, true), mine(59, true), mine(11, true), mine(10, true), mine(9, true), mine(0, true)])).toEqual([
      null,
      'turn',
      null,
      null,
      'hurry',
      null,
      null,
    ]);
  });

  it('sound nothing while the tab is in front, and not later for a stage the player saw', () => {
    expect(sounded([mine(60, false), mine(58, true), mine(30, true)])).toEqual([null, null, null]);
    // The player looked away after the turn started: the hurry still comes.
    expect(sounded([mine(60, false), mine(30, true), mine(10, true)])).toEqual([null, null, 'hurry']);
    // The player saw the hurry: nothing more.
    expect(sounded([mine(60, true), mine(9, false), mine(8, true)])).toEqual(['turn', null, null]);
  });

  it('wait while the tab is only just hidden, then sound the stage not seen', () => {
    expect(sounded([notMine(false), mine(60, 'hiding'), mine(59, 'hiding'), mine(59, true), mine(58, true)])).toEqual([null, null, null, 'turn', null]);
    // Back in front before the wait ended: the player saw it.
    expect(sounded([mine(60, 'hiding'), mine(59, false), mine(58, true)])).toEqual([null, null, null]);
    expect(attentionStage(mine(60, 'hiding'))).toBeNull();
  });

  it('sound only the hurry for a turn found hidden with under 10 s left', () => {
    expect(sounded([mine(7, true), mine(6, true)])).toEqual(['hurry', null]);
  });

  it('sound each of the player turns, even back to back (the snake turn)', () => {
    expect(sounded([mine(60, true, 'd1:3'), mine(60, true, 'd1:4'), notMine(), mine(60, true, 'd1:7')])).toEqual(['turn', 'turn', null, 'turn']);
  });

  it('do not count down before the clock runs', () => {
    expect(sounded([{ turn: 'd1:5', secondsLeft: 5, running: false, visibility: 'hidden' }])).toEqual(['turn']);
  });

  it('call for attention with the title and the favicon only in a hidden tab on the player turn', () => {
    expect(attentionStage(mine(60, true))).toBe('turn');
    expect(attentionStage(mine(9, true))).toBe('hurry');
    expect(attentionStage(mine(60, false))).toBeNull();
    expect(attentionStage(notMine())).toBeNull();
  });

  it('announce the turn and, under 10 s, once more', () => {
    expect(turnAnnouncement(mine(60, false), 5)).toBe("It's your turn: pick 5");
    expect(turnAnnouncement(mine(10, false), 5)).toBe("It's your turn: pick 5. Under 10 seconds left.");
    expect(turnAnnouncement(mine(0, false), 5)).toBe("It's your turn: pick 5. Under 10 seconds left.");
    expect(turnAnnouncement(notMine(false), 5)).toBe('');
  });

  it('word the notifications', () => {
    expect(turnNotice('turn', 5, 'Big Brother Draft')).toEqual({ title: "It's your turn", body: 'Pick 5 in Big Brother Draft' });
    expect(turnNotice('hurry', 5, 'Big Brother Draft').title).toBe('Under 10 seconds left to pick');
  });
});
