import { composePage } from './routePage';

const INDEX = '<!doctype html><html><head><title>Reality Draft</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

describe('composePage', () => {
  it('ends the head with the registry as a JSON data block and the preloads, as the runtime will request them', () => {
    const html = composePage(INDEX, { mf_drafts: '/mf/drafts/mf-manifest.json' }, [
      { href: '/mf/drafts/mf-manifest.json', as: 'fetch' },
      { href: '/mf/drafts/remoteEntry.js', as: 'script' },
    ]);
    expect(html).toBe(
      '<!doctype html><html><head><title>Reality Draft</title><script defer src="/main.js"></script>' +
        '<script type="application/json" id="mf-registry">{"mf_drafts":"/mf/drafts/mf-manifest.json"}</script>' +
        '<link rel="preload" as="fetch" href="/mf/drafts/mf-manifest.json" crossorigin>' +
        '<link rel="preload" as="script" href="/mf/drafts/remoteEntry.js">' +
        '</head><body><div id="root"></div></body></html>',
    );
  });

  it('keeps the data block closed and the attributes quoted whatever the registry holds', () => {
    const html = composePage(INDEX, { '</script><script>alert(1)</script>': 'https://x.test/a"b&c<d' }, [{ href: 'https://x.test/a"b&c<d', as: 'fetch' }]);
    const block = /<script type="application\/json" id="mf-registry">(.*?)<\/script>/.exec(html)![1];
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual({ '</script><script>alert(1)</script>': 'https://x.test/a"b&c<d' });
    expect(html).toContain('href="https://x.test/a&quot;b&amp;c&lt;d"');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it("runs the page's inline script before the head's first script or stylesheet (a stylesheet would hold it back)", () => {
    const withStylesheet = INDEX.replace('<script defer', '<link href="/main.css" rel="stylesheet"><script defer');
    const html = composePage(withStylesheet, {}, [{ href: '/a.js', as: 'script' }], 'go()');
    expect(html).toMatch(
      /^<!doctype html><html><head><title>Reality Draft<\/title><script type="application\/json" id="page-preloads">.*?<\/script><script>go\(\)<\/script><link href="\/main.css" rel="stylesheet">/,
    );
    expect(composePage('<html><head><title>x</title></head></html>', {}, [], 'go()')).toContain(
      '<title>x</title><script type="application/json" id="page-preloads">[]</script><script>go()</script>',
    );
  });

  it("hands every preload of a page with an inline script to that script, the head's own first, so the browser requests none before the script's reads", () => {
    const withPreloads = INDEX.replace(
      '</head>',
      '<link rel="preload" as="script" href="/629.abc.js"><link rel=preload as=script href=/262.def.js><link rel="preload" as="font" href="/f.woff2"></head>',
    );
    const html = composePage(
      withPreloads,
      { mf_drafts: '/mf/drafts/mf-manifest.json' },
      [
        { href: '/mf/drafts/mf-manifest.json', as: 'fetch' },
        { href: '/mf/drafts/remoteEntry.js?a=1&b=2', as: 'script' },
      ],
      'go()',
    );
    const block = /<script type="application\/json" id="page-preloads">(.*?)<\/script><script>go\(\)<\/script>/.exec(html)![1];
    expect(JSON.parse(block)).toEqual([
      { href: '/629.abc.js', as: 'script' },
      { href: '/262.def.js', as: 'script' },
      { href: '/mf/drafts/mf-manifest.json', as: 'fetch' },
      { href: '/mf/drafts/remoteEntry.js?a=1&b=2', as: 'script' },
    ]);
    expect(html).not.toMatch(/<link rel=["']?preload["']? as=["']?(script|fetch)/);
    // What the script does not request (a font) stays a tag.
    expect(html).toContain('<link rel="preload" as="font" href="/f.woff2">');
    expect(html).toContain('<script type="application/json" id="mf-registry">{"mf_drafts":"/mf/drafts/mf-manifest.json"}</script>');
  });

  it('leaves a page without a head as it is', () => {
    expect(composePage('<!doctype html><title>x</title>', {}, [{ href: '/a.js', as: 'script' }])).toBe('<!doctype html><title>x</title>');
  });
});
