import { INLINE_REGISTRY_ID } from '@reality-draft/events';
import { parseRegistry, readRegistry, REGISTRY_URL, RegistryError, takeInlineRegistry } from './registry';

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

describe('the registry inlined in the page', () => {
  const origin = 'http://localhost:8080';
  /** A page with (or without) the gateway's data block, as much of a document as the read uses. */
  function page(text: string | null) {
    const removed = jest.fn();
    let present = text !== null;
    const element = { textContent: text, remove: () => removed((present = false)) };
    return { doc: { getElementById: (id: string) => (present && id === INLINE_REGISTRY_ID ? element : null) } as unknown as Document, removed };
  }
  afterEach(() => jest.restoreAllMocks());

  it('is the first read, without a request, and taken once: the next read asks the gateway', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ mf_admin: '/v2/mf-manifest.json' }), { status: 200 }));
    const { doc, removed } = page('{"mf_admin":"/mf/admin/mf-manifest.json"}');
    expect(await readRegistry(origin, doc)).toEqual({ mf_admin: 'http://localhost:8080/mf/admin/mf-manifest.json' });
    expect(fetch).not.toHaveBeenCalled();
    expect(removed).toHaveBeenCalled();
    expect(await readRegistry(origin, doc)).toEqual({ mf_admin: 'http://localhost:8080/v2/mf-manifest.json' });
    expect(fetch).toHaveBeenCalledWith(REGISTRY_URL, expect.objectContaining({ cache: 'no-cache' }));
  });

  it('is skipped when the page has none or an unreadable one', () => {
    expect(takeInlineRegistry(origin, page(null).doc)).toBeNull();
    expect(takeInlineRegistry(origin, page('{"mf_admin": "/mf/ad').doc)).toBeNull();
    expect(takeInlineRegistry(origin, page('[]').doc)).toBeNull();
  });
});
