import { createToastStore, HELD_TOAST_FRESH_MS, TOAST_DURATION, TOAST_REMOVE_DELAY } from './toastStore';

function fakeTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    setTimeout: ((fn: () => void) => {
      next += 1;
      pending.set(next, fn);
      return next;
    }) as unknown as typeof setTimeout,
    clearTimeout: ((id: number) => pending.delete(id)) as unknown as typeof clearTimeout,
    delays: pending,
    runAll: () => [...pending.entries()].forEach(([id, fn]) => (pending.delete(id), fn())),
  };
}

describe('toast store', () => {
  it('shows a toast with defaults', () => {
    const store = createToastStore(fakeTimers());
    store.show({ title: 'Welcome!', description: 'Successfully logged in' });
    expect(store.getToasts()).toEqual([expect.objectContaining({ title: 'Welcome!', variant: 'default', duration: TOAST_DURATION, open: true })]);
  });

  it('keeps one toast at a time: a new toast replaces the old one', () => {
    const store = createToastStore(fakeTimers());
    store.show({ title: 'First' });
    store.show({ title: 'Login Failed', variant: 'destructive' });
    expect(store.getToasts().map((t) => t.title)).toEqual(['Login Failed']);
    expect(store.getToasts()[0].variant).toBe('destructive');
  });

  it('takes a custom duration', () => {
    const store = createToastStore(fakeTimers());
    store.show({ title: 'Password Reset', duration: 10_000 });
    expect(store.getToasts()[0].duration).toBe(10_000);
  });

  it('closes on dismiss and removes the toast after the remove delay', () => {
    const timers = fakeTimers();
    const store = createToastStore(timers);
    const { dismiss } = store.show({ title: 'Bye' });
    dismiss();
    expect(store.getToasts()[0].open).toBe(false);
    expect(timers.delays.size).toBe(1);
    timers.runAll();
    expect(store.getToasts()).toEqual([]);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('notifies subscribers', () => {
    const store = createToastStore(fakeTimers());
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ title: 'x' });
    unsubscribe();
    store.show({ title: 'y' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  describe('held (a timed attempt runs)', () => {
    it('shows no toast while held, closes the one open, and shows the newest waiting one once released', () => {
      const store = createToastStore(fakeTimers());
      store.show({ title: 'Before' });
      const release = store.hold();
      expect(store.getToasts().filter((item) => item.open)).toEqual([]);
      store.show({ title: 'Attempt Started' });
      store.show({ title: 'Success!' });
      expect(store.getToasts().filter((item) => item.open)).toEqual([]);
      expect(store.getHeld()?.title).toBe('Success!');
      release();
      expect(store.getHeld()).toBeNull();
      expect(store.getToasts().map((item) => [item.title, item.open])).toEqual([['Success!', true]]);
    });

    it('keeps a failure for the screen to say inline, and does not show it again once released', () => {
      const store = createToastStore(fakeTimers());
      const release = store.hold();
      store.show({ title: 'Incomplete Puzzle', variant: 'destructive' });
      expect(store.getHeld()).toEqual(expect.objectContaining({ title: 'Incomplete Puzzle', variant: 'destructive' }));
      release();
      expect(store.getToasts()).toEqual([]);
    });

    it('stays held until every hold is released, each release counting once', () => {
      const store = createToastStore(fakeTimers());
      const first = store.hold();
      const second = store.hold();
      store.show({ title: 'Later' });
      first();
      first();
      expect(store.getToasts()).toEqual([]);
      second();
      expect(store.getToasts().map((item) => item.title)).toEqual(['Later']);
    });

    it('tells its listeners when a hold begins and when the last one ends (the on-the-clock banner steps aside meanwhile)', () => {
      const store = createToastStore(fakeTimers());
      const seen: boolean[] = [];
      store.subscribe(() => seen.push(store.isHolding()));
      expect(store.isHolding()).toBe(false);
      const first = store.hold();
      const second = store.hold();
      first();
      expect(store.isHolding()).toBe(true);
      second();
      expect(store.isHolding()).toBe(false);
      expect(seen).toEqual([true, false]);
    });

    it('drops a waiting toast raised long before the hold ended, counted to when it ended', () => {
      let clock = 0;
      const store = createToastStore(fakeTimers(), () => clock);
      const release = store.hold();
      store.show({ title: 'Attempt Started' });
      clock = HELD_TOAST_FRESH_MS + 1;
      release();
      expect(store.getToasts()).toEqual([]);
      expect(store.getHeld()).toBeNull();

      const later = store.hold();
      store.show({ title: 'Success!' });
      clock += HELD_TOAST_FRESH_MS * 5;
      later(clock - HELD_TOAST_FRESH_MS * 5 + 3000);
      expect(store.getToasts().map((item) => item.title)).toEqual(['Success!']);
    });

    it('drops a waiting toast that is dismissed', () => {
      const store = createToastStore(fakeTimers());
      const release = store.hold();
      store.show({ title: 'Error', variant: 'destructive' }).dismiss();
      expect(store.getHeld()).toBeNull();
      store.show({ title: 'Note' });
      store.dismiss();
      release();
      expect(store.getToasts()).toEqual([]);
    });
  });
});
