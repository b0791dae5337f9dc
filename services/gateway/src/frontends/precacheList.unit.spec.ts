import { precacheList, remoteUrls, revisionInUrl, shellUrls } from './precacheList';

const INDEX_HTML =
  '<!doctype html><html><head><script defer="defer" src="/main.js?9629ce324c3a22c49505"></script>' +
  '<link href="/main.css?9629ce324c3a22c49505" rel="stylesheet"><link rel="preload" as="script" href="/642.f0c2441b.js"></head></html>';

/** An mf-manifest.json as @module-federation/enhanced writes it, cut to what the list reads. */
const MANIFEST = {
  id: 'mf_drafts',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  shared: [{ name: 'react', assets: { js: { sync: ['696.e72fdc2a.js'], async: [] }, css: { sync: [], async: [] } } }],
  exposes: [
    {
      name: 'DraftsPage',
      assets: { js: { sync: ['112.7df1a866.js', '__federation_expose_DraftsPage.e6514e70.js'], async: ['262.83433091.js'] }, css: { sync: [], async: [] } },
    },
    {
      name: 'PlayerDraftRoom',
      assets: {
        js: { sync: ['112.7df1a866.js', '__federation_expose_PlayerDraftRoom.ac3fc8ae.js'], async: [] },
        css: { sync: ['room.1a2b3c4d.css'], async: [] },
      },
    },
  ],
};

describe('the precache list', () => {
  it('reads a revision from a content-hashed name or the HTML query, and none from a fixed name', () => {
    expect(revisionInUrl('/mf/drafts/112.7df1a866.js')).toBe('7df1a866');
    expect(revisionInUrl('/mf/drafts/__federation_expose_DraftsPage.e6514e70.js')).toBe('e6514e70');
    expect(revisionInUrl('/main.js?9629ce324c3a22c49505')).toBe('9629ce324c3a22c49505');
    expect(revisionInUrl('/mf/drafts/remoteEntry.js')).toBeNull();
    expect(revisionInUrl('/mf/drafts/mf-manifest.json')).toBeNull();
    expect(revisionInUrl('/offline.html')).toBeNull();
    expect(revisionInUrl('/main.js?v=2')).toBeNull();
  });

  it("lists the shell's scripts, styles, offline page and web manifest, as its HTML names them (not the scripts pages inline)", () => {
    const dist = [
      'main.js',
      'main.js.br',
      'main.js.gz',
      'main.css',
      '642.f0c2441b.js',
      '642.f0c2441b.js.br',
      '175.0e5eec5a.js',
      'index.html',
      'index.html.br',
      'sw.js',
      'offline.html',
      'manifest.webmanifest',
      'icons/icon-192.png',
      '175.0e5eec5a.js.map',
      'inline/first-reads.js',
    ];
    expect(shellUrls(dist, INDEX_HTML)).toEqual([
      '/175.0e5eec5a.js',
      '/642.f0c2441b.js',
      '/main.css?9629ce324c3a22c49505',
      '/main.js?9629ce324c3a22c49505',
      '/manifest.webmanifest',
      '/offline.html',
    ]);
  });

  it("lists a remote's manifest, entry, and the chunks of its exposed and shared modules, once each", () => {
    expect(remoteUrls('/mf/drafts', MANIFEST)).toEqual([
      '/mf/drafts/mf-manifest.json',
      '/mf/drafts/remoteEntry.js',
      '/mf/drafts/112.7df1a866.js',
      '/mf/drafts/__federation_expose_DraftsPage.e6514e70.js',
      '/mf/drafts/262.83433091.js',
      '/mf/drafts/__federation_expose_PlayerDraftRoom.ac3fc8ae.js',
      '/mf/drafts/room.1a2b3c4d.css',
      '/mf/drafts/696.e72fdc2a.js',
    ]);
  });

  it('keeps a remote manifest to files beside it, and takes a manifest of another shape as its entry alone', () => {
    const hostile = { exposes: [{ assets: { js: { sync: ['../../sw.js', '/api/drafts', 'https://elsewhere.test/x.js', 'ok.12345678.js'] } } }] };
    expect(remoteUrls('/mf/admin', hostile)).toEqual(['/mf/admin/mf-manifest.json', '/mf/admin/remoteEntry.js', '/mf/admin/ok.12345678.js']);
    expect(remoteUrls('/mf/admin', null)).toEqual(['/mf/admin/mf-manifest.json', '/mf/admin/remoteEntry.js']);
    expect(remoteUrls('/mf/admin', { metaData: { remoteEntry: { name: 'entry.js', path: 'js' } } })).toEqual([
      '/mf/admin/mf-manifest.json',
      '/mf/admin/js/entry.js',
    ]);
  });

  it('versions the list by every URL and revision: the same files give the same version, any change another', () => {
    const entries = [
      { url: '/main.js?aaaaaaaa', revision: 'aaaaaaaa' },
      { url: '/mf/drafts/remoteEntry.js', revision: '1111' },
    ];
    const list = precacheList(entries);
    expect(list.entries).toEqual(entries);
    expect(list.version).toMatch(/^[0-9a-f]{16}$/);
    expect(precacheList(entries.map((entry) => ({ ...entry }))).version).toBe(list.version);
    expect(precacheList([entries[0], { ...entries[1], revision: '2222' }]).version).not.toBe(list.version);
    expect(precacheList([entries[0]]).version).not.toBe(list.version);
  });

  it('lists a URL once, at its first place', () => {
    const list = precacheList([
      { url: '/a.11111111.js', revision: '11111111' },
      { url: '/b.js', revision: 'x' },
      { url: '/a.11111111.js', revision: '11111111' },
    ]);
    expect(list.entries.map((entry) => entry.url)).toEqual(['/a.11111111.js', '/b.js']);
  });
});
