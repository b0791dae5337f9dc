import { registryChanges } from './registryChanges';

const ADMIN_V1 = 'http://localhost:8080/mf/admin/mf-manifest.json';
const ADMIN_V2 = 'http://127.0.0.1:9000/v2/mf-manifest.json';
const PLAYER = 'http://localhost:8080/mf/player/mf-manifest.json';
const nothingShown = () => false;

describe('what the runtime is told of a changed registry', () => {
  it('registers every remote at first', () => {
    expect(registryChanges({}, { mf_admin: ADMIN_V1, mf_player: PLAYER }, nothingShown)).toEqual({
      added: [
        { name: 'mf_admin', entry: ADMIN_V1 },
        { name: 'mf_player', entry: PLAYER },
      ],
      moved: [],
    });
  });

  it('registers anew a remote whose manifest URL changed, and nothing else', () => {
    expect(registryChanges({ mf_admin: ADMIN_V1, mf_player: PLAYER }, { mf_admin: ADMIN_V2, mf_player: PLAYER }, nothingShown)).toEqual({
      added: [],
      moved: [{ name: 'mf_admin', entry: ADMIN_V2 }],
    });
  });

  it('leaves a remote whose screen is on the page on its build until a later navigation', () => {
    const registered = { mf_admin: ADMIN_V1, mf_player: PLAYER };
    const latest = { mf_admin: ADMIN_V2, mf_player: 'https://cdn.example/player/v2/mf-manifest.json' };
    expect(registryChanges(registered, latest, (remote) => remote === 'mf_admin').moved).toEqual([{ name: 'mf_player', entry: latest.mf_player }]);
  });

  it('adds a remote named like an object property as any other', () => {
    expect(registryChanges({}, { constructor: ADMIN_V1 }, nothingShown).added).toEqual([{ name: 'constructor', entry: ADMIN_V1 }]);
  });
});
