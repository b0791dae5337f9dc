import { remotePreloads } from './remotePreloads';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './DraftsPage', assets: { js: { sync: ['112.aa.js', '__federation_expose_DraftsPage.bb.js'], async: ['9.cc.js'] }, css: { sync: [], async: [] } } },
    {
      path: './PlayerDraftRoom',
      assets: { js: { sync: ['458.dd.js', '__federation_expose_PlayerDraftRoom.ee.js'], async: ['9.cc.js'] }, css: { sync: ['room.css'], async: [] } },
    },
  ],
};

describe('remotePreloads', () => {
  it("names the manifest, the entry, and the exposed module's own first files, beside the manifest", () => {
    expect(remotePreloads('/mf/drafts/mf-manifest.json', MANIFEST, './PlayerDraftRoom')).toEqual([
      { href: '/mf/drafts/mf-manifest.json', as: 'fetch' },
      { href: '/mf/drafts/remoteEntry.js', as: 'script' },
      { href: '/mf/drafts/room.css', as: 'style' },
      { href: '/mf/drafts/458.dd.js', as: 'script' },
      { href: '/mf/drafts/__federation_expose_PlayerDraftRoom.ee.js', as: 'script' },
    ]);
  });

  it("takes a fixed publicPath and the entry's folder as the manifest gives them", () => {
    const manifest = { ...MANIFEST, metaData: { publicPath: 'https://cdn.example.test/drafts/', remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } } };
    expect(remotePreloads('https://cdn.example.test/drafts/mf-manifest.json?v=2', manifest, './DraftsPage').map(({ href }) => href)).toEqual([
      'https://cdn.example.test/drafts/mf-manifest.json?v=2',
      'https://cdn.example.test/drafts/entry/remoteEntry.js',
      'https://cdn.example.test/drafts/112.aa.js',
      'https://cdn.example.test/drafts/__federation_expose_DraftsPage.bb.js',
    ]);
  });

  it('infers an auto publicPath without the query of the manifest URL', () => {
    expect(remotePreloads('http://127.0.0.1:9500/v2/mf-manifest.json?t=1#x', MANIFEST, './Nope')[1]).toEqual({
      href: 'http://127.0.0.1:9500/v2/remoteEntry.js',
      as: 'script',
    });
  });

  it('names only the manifest when its content is unknown or unusable', () => {
    const manifestOnly = [{ href: '/mf/drafts/mf-manifest.json', as: 'fetch' }];
    for (const manifest of [
      null,
      'text',
      {},
      { metaData: { publicPath: 'auto' } },
      { metaData: { getPublicPath: 'return "/x/"', remoteEntry: { name: 'remoteEntry.js' } } },
    ])
      expect(remotePreloads('/mf/drafts/mf-manifest.json', manifest, './DraftsPage')).toEqual(manifestOnly);
  });
});
