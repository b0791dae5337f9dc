import { parseRegistry, RegistryError } from './registry';

describe('remote registry', () => {
  const origin = 'http://localhost:8080';

  it('resolves relative manifest URLs against the origin', () => {
    expect(
      parseRegistry(
        {
          mf_drafts: '/mf/drafts/mf-manifest.json',
          mf_admin: '/mf/admin/mf-manifest.json',
        },
        origin,
      ),
    ).toEqual({
      mf_drafts: 'http://localhost:8080/mf/drafts/mf-manifest.json',
      mf_admin: 'http://localhost:8080/mf/admin/mf-manifest.json',
    });
  });

  it('keeps absolute URLs', () => {
    expect(parseRegistry({ mf_player: 'https://cdn.example/player/mf-manifest.json' }, origin)).toEqual({
      mf_player: 'https://cdn.example/player/mf-manifest.json',
    });
  });

  it('skips entries that are not URLs', () => {
    expect(parseRegistry({ mf_admin: 42, mf_player: '', mf_minigames: '/mf/minigames/mf-manifest.json' }, origin)).toEqual({
      mf_minigames: 'http://localhost:8080/mf/minigames/mf-manifest.json',
    });
  });

  it('rejects a body that is not an object', () => {
    expect(() => parseRegistry(['x'], origin)).toThrow(RegistryError);
    expect(() => parseRegistry(null, origin)).toThrow(RegistryError);
  });
});
