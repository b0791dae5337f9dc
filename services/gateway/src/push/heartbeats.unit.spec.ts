import { Heartbeats, type Beating } from './heartbeats';

function stream(token: string) {
  const seen: string[] = [];
  const beating: Beating = { token, ping: () => void seen.push('ping'), end: () => void seen.push('end') };
  return { beating, seen };
}

/** Three slots: a stream added now is first beaten on the third tick (one period later). */
function clock(live: (token: string) => boolean | Error = () => true) {
  const checks: string[] = [];
  const heartbeats = new Heartbeats(
    async (token) => {
      checks.push(token);
      const answer = live(token);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    3_000,
    3,
  );
  const ticks = async (count: number) => {
    for (let i = 0; i < count; i += 1) await heartbeats.tick();
  };
  return { heartbeats, checks, ticks };
}

describe('Heartbeats: every open stream pinged once a period, its session checked first', () => {
  let stopAll: Array<() => void> = [];
  afterEach(() => stopAll.forEach((stop) => stop()));

  it('pings a stream once per period, a period after it opened', async () => {
    const { heartbeats, checks, ticks } = clock();
    stopAll = [() => heartbeats.stop()];
    const ann = stream('ann-token');
    heartbeats.add(ann.beating);
    await ticks(2);
    expect(ann.seen).toEqual([]);
    await ticks(1);
    expect(ann.seen).toEqual(['ping']);
    await ticks(3);
    expect(ann.seen).toEqual(['ping', 'ping']);
    expect(checks).toEqual(['ann-token', 'ann-token']);
  });

  it('checks a session once for all its streams (a person’s tabs), and spreads streams opened at other times', async () => {
    const { heartbeats, checks, ticks } = clock();
    stopAll = [() => heartbeats.stop()];
    const [tab1, tab2] = [stream('ann-token'), stream('ann-token')];
    heartbeats.add(tab1.beating);
    await ticks(1);
    heartbeats.add(tab2.beating);
    const ben = stream('ben-token');
    heartbeats.add(ben.beating);
    await ticks(2);
    expect(tab1.seen).toEqual(['ping']);
    expect(tab2.seen).toEqual(['ping']);
    expect(ben.seen).toEqual([]);
    await ticks(1);
    expect(ben.seen).toEqual(['ping']);
    expect(checks).toEqual(['ann-token', 'ben-token']);
    expect(heartbeats.size).toBe(3);
  });

  it('ends the streams of a session that is gone, and keeps pinging when the check itself fails', async () => {
    const { heartbeats, ticks } = clock((token) => (token === 'revoked' ? false : new Error('store unavailable')));
    stopAll = [() => heartbeats.stop()];
    const [gone, kept] = [stream('revoked'), stream('ann-token')];
    heartbeats.add(gone.beating);
    heartbeats.add(kept.beating);
    await ticks(3);
    expect(gone.seen).toEqual(['end']);
    expect(kept.seen).toEqual(['ping']);
  });

  it('forgets a removed stream; the last one removed stops the clock', async () => {
    const { heartbeats, checks, ticks } = clock();
    const ann = stream('ann-token');
    const stop = heartbeats.add(ann.beating);
    stop();
    stop();
    expect(heartbeats.size).toBe(0);
    await ticks(3);
    expect(ann.seen).toEqual([]);
    expect(checks).toEqual([]);
  });
});
