import { PRECACHE_MESSAGE, registerServiceWorker, registerServiceWorkerAfterLoad } from './registerServiceWorker';

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
  const win = {
    document: { readyState },
    navigator: { serviceWorker: { register } },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  return { win: win as unknown as Window, register, load: () => events.dispatchEvent(new Event('load')) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the service worker registration', () => {
  it('waits for the load event, then registers /sw.js at the root scope once', async () => {
    const { win, register, load } = fakeWindow('interactive');
    registerServiceWorkerAfterLoad(win);
    await settle();
    expect(register).not.toHaveBeenCalled();
    load();
    load();
    await settle();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers at once on a page that has loaded already', async () => {
    const { win, register } = fakeWindow('complete');
    registerServiceWorkerAfterLoad(win);
    await settle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing once cleaned up before the load event', async () => {
    const { win, register, load } = fakeWindow('loading');
    registerServiceWorkerAfterLoad(win)();
    load();
    await settle();
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', () => {
    const win = { document: { readyState: 'complete' }, navigator: {} } as unknown as Window;
    expect(() => registerServiceWorkerAfterLoad(win)()).not.toThrow();
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
    registerServiceWorkerAfterLoad(win);
    await settle();
    expect(warn).toHaveBeenCalledWith('[offline] the service worker could not be registered:', expect.any(Error));
    warn.mockRestore();
  });
});
