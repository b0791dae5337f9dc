import { NETWORK_QUIET_MS, PRECACHE_MESSAGE, REGISTER_BY_MS, registerServiceWorker, registerServiceWorkerWhenSettled } from './registerServiceWorker';

interface FakeRegistration {
  installing: object | null;
  waiting: object | null;
  active: { postMessage: jest.Mock } | null;
}

function fakeRegistration(state: Partial<FakeRegistration> = {}): FakeRegistration {
  return { installing: null, waiting: null, active: { postMessage: jest.fn() }, ...state };
}

function fakeWindow(readyState: DocumentReadyState, registration = fakeRegistration()) {
  const events = new EventTarget();
  const register = jest.fn(async () => registration);
  let resourceLoaded = () => undefined as unknown;
  // The page's PerformanceObserver: told of each resource that finishes loading.
  class PerformanceObserver {
    constructor(callback: () => void) {
      resourceLoaded = callback;
    }
    observe() {}
    disconnect() {
      resourceLoaded = () => undefined;
    }
  }
  const win = {
    document: { readyState },
    navigator: { serviceWorker: { register } },
    PerformanceObserver,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  return { win: win as unknown as Window, register, load: () => events.dispatchEvent(new Event('load')), resourceLoaded: () => resourceLoaded() };
}

const settle = async (ms = 0) => {
  await jest.advanceTimersByTimeAsync(ms);
};

describe('the service worker registration', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the load event and a quiet network, then registers /sw.js at the root scope once', async () => {
    const { win, register, load } = fakeWindow('interactive');
    registerServiceWorkerWhenSettled(win);
    await settle(NETWORK_QUIET_MS * 2);
    expect(register).not.toHaveBeenCalled();
    load();
    load();
    await settle(NETWORK_QUIET_MS - 1);
    expect(register).not.toHaveBeenCalled();
    await settle(1);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits while the page still loads what its screen needs, but not past REGISTER_BY_MS', async () => {
    const quietening = fakeWindow('complete');
    registerServiceWorkerWhenSettled(quietening.win);
    await settle(NETWORK_QUIET_MS - 100);
    quietening.resourceLoaded();
    await settle(NETWORK_QUIET_MS - 100);
    expect(quietening.register).not.toHaveBeenCalled();
    await settle(100);
    expect(quietening.register).toHaveBeenCalledTimes(1);

    const busy = fakeWindow('complete');
    registerServiceWorkerWhenSettled(busy.win);
    for (let elapsed = 0; elapsed < REGISTER_BY_MS - 500; elapsed += 500) {
      busy.resourceLoaded();
      await settle(500);
    }
    expect(busy.register).not.toHaveBeenCalled();
    busy.resourceLoaded();
    await settle(500);
    expect(busy.register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing once cleaned up, before the load event or while waiting for quiet', async () => {
    const { win, register, load } = fakeWindow('loading');
    registerServiceWorkerWhenSettled(win)();
    load();
    await settle(REGISTER_BY_MS);
    expect(register).not.toHaveBeenCalled();

    const waiting = fakeWindow('complete');
    const cleanUp = registerServiceWorkerWhenSettled(waiting.win);
    await settle(100);
    cleanUp();
    await settle(REGISTER_BY_MS);
    expect(waiting.register).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', () => {
    const win = { document: { readyState: 'complete' }, navigator: {} } as unknown as Window;
    expect(() => registerServiceWorkerWhenSettled(win)()).not.toThrow();
  });

  it('asks an active worker to look for a new precache list, but not while a new one installs (it precaches as it does)', async () => {
    const active = fakeRegistration();
    await registerServiceWorker(fakeWindow('complete', active).win.navigator.serviceWorker);
    expect(active.active?.postMessage).toHaveBeenCalledWith({ type: PRECACHE_MESSAGE });

    const updating = fakeRegistration({ installing: {} });
    await registerServiceWorker(fakeWindow('complete', updating).win.navigator.serviceWorker);
    expect(updating.active?.postMessage).not.toHaveBeenCalled();

    const first = fakeRegistration({ installing: {}, active: null });
    await expect(registerServiceWorker(fakeWindow('complete', first).win.navigator.serviceWorker)).resolves.toBe(first);
  });

  it('warns, and does not throw, when the registration fails', async () => {
    const { win, register } = fakeWindow('complete');
    register.mockRejectedValueOnce(new Error('SecurityError'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerServiceWorkerWhenSettled(win);
    await settle(NETWORK_QUIET_MS);
    expect(warn).toHaveBeenCalledWith('[offline] the service worker could not be registered:', expect.any(Error));
    warn.mockRestore();
  });
});
