import { ROUTE_TABLES, type RouteTable } from '@reality-draft/events';
import { followedServices, processLayoutFromEnv } from './processLayout';
import { SERVICE_NAMES } from './services';

describe('processLayoutFromEnv', () => {
  it('is all-in-one by default', () => {
    expect(processLayoutFromEnv({})).toEqual({ services: [...SERVICE_NAMES], upstreams: {}, gateway: true, readModelsPrefix: '' });
  });

  it('names a gateway that proxies what it does not serve, and follows every other service', () => {
    const layout = processLayoutFromEnv({
      SERVICES: 'identity',
      SERVICE_URLS: 'catalog=http://catalog:8082, drafts=http://drafts:8083,scoring=http://10.0.0.4:8084/,minigames=https://games.internal',
      DOCUMENT_STORE: 'pongo',
    });
    expect(layout).toMatchObject({ services: ['identity', 'notify'], gateway: true, readModelsPrefix: 'gateway_' });
    expect(layout.upstreams).toEqual({
      catalog: ['http://catalog:8082'],
      drafts: ['http://drafts:8083'],
      scoring: ['http://10.0.0.4:8084'],
      minigames: ['https://games.internal'],
    });
    expect(followedServices(layout)).toEqual(['catalog', 'drafts', 'scoring', 'minigames']);
  });

  it('runs the notifier in the gateway unless a process is named for it, and never follows it elsewhere', () => {
    const urls = 'identity=http://i:8081,catalog=http://c:8082,drafts=http://d:8083,scoring=http://s:8084,minigames=http://m:8085';
    expect(processLayoutFromEnv({ SERVICES: '', SERVICE_URLS: urls }).services).toEqual(['notify']);
    const elsewhere = processLayoutFromEnv({ SERVICES: '', SERVICE_URLS: `${urls},notify=http://n:8086` });
    expect(elsewhere.services).toEqual([]);
    expect(followedServices(elsewhere)).toEqual(['identity', 'catalog', 'drafts', 'scoring', 'minigames']);
    expect(processLayoutFromEnv({ SERVICES: 'drafts', GATEWAY: '0' }).services).toEqual(['drafts']);
  });

  it('takes a service named again as another copy of it, in the order given', () => {
    const layout = processLayoutFromEnv({
      SERVICES: '',
      SERVICE_URLS:
        'identity=http://identity:8081,catalog=http://catalog:8082,drafts=http://drafts-a:8083, drafts=http://drafts-b:8083/,scoring=http://s:8084,minigames=http://m:8085,drafts=http://10.0.0.9:8083',
    });
    expect(layout.upstreams.drafts).toEqual(['http://drafts-a:8083', 'http://drafts-b:8083', 'http://10.0.0.9:8083']);
    expect(layout.upstreams.identity).toEqual(['http://identity:8081']);
  });

  it('names a service process, whose read models in a shared store are its own', () => {
    const layout = processLayoutFromEnv({ SERVICES: 'scoring,drafts', GATEWAY: '0', DOCUMENT_STORE: 'mongodb' });
    expect(layout).toEqual({ services: ['drafts', 'scoring'], upstreams: {}, gateway: false, readModelsPrefix: 'drafts_scoring_' });
    expect(followedServices(layout)).toEqual([]);
    expect(processLayoutFromEnv({ SERVICES: 'drafts', GATEWAY: '0', DOCUMENT_STORE: 'pongo', READ_MODELS_PREFIX: 'drafts2_' }).readModelsPrefix).toBe(
      'drafts2_',
    );
  });

  it('refuses a layout that cannot work, saying why', () => {
    expect(() => processLayoutFromEnv({ SERVICES: 'drafts,votes' })).toThrow('SERVICES: "votes" is not one of');
    expect(() => processLayoutFromEnv({ SERVICES: 'identity' })).toThrow('catalog is neither in SERVICES nor in SERVICE_URLS');
    expect(() => processLayoutFromEnv({ SERVICE_URLS: 'drafts=http://x:1' })).toThrow('drafts is both served here');
    expect(() => processLayoutFromEnv({ SERVICES: '', GATEWAY: '0' })).toThrow('would serve nothing');
    expect(() => processLayoutFromEnv({ SERVICES: 'identity', SERVICE_URLS: 'catalog=ftp://x' })).toThrow('catalog needs an http(s) base URL');
    expect(() => processLayoutFromEnv({ SERVICES: 'identity', SERVICE_URLS: 'catalog=http://x/api' })).toThrow('base URL');
    expect(() => processLayoutFromEnv({ SERVICES: 'identity', SERVICE_URLS: 'catalog=http://x:1,catalog=http://x:1/' })).toThrow(
      'catalog names http://x:1 twice',
    );
  });
});

/** Two route patterns one request could match (`:id` matches any one segment). */
const overlap = (a: string, b: string) => {
  const [x, y] = [a.split('/'), b.split('/')];
  return x.length === y.length && x.every((segment, n) => segment === y[n] || segment.startsWith(':') || y[n].startsWith(':'));
};

describe('the route tables a gateway proxies by', () => {
  it('never give two services one request, so each proxied request has exactly one destination', () => {
    const routes = Object.entries(ROUTE_TABLES).flatMap(([service, table]) => Object.values(table as RouteTable).map((route) => ({ service, ...route })));
    const shared = routes.flatMap((a) =>
      routes
        .filter((b) => a.service < b.service && a.method === b.method && overlap(a.path, b.path))
        .map((b) => `${a.method} ${a.path} (${a.service}) ~ ${b.path} (${b.service})`),
    );
    expect(shared).toEqual([]);
    expect(overlap('/drafts/:id', '/drafts/public')).toBe(true);
  });
});
