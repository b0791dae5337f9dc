import { PAGE_PRELOADS_ID } from '@reality-draft/events';
import { PRELOADS_PER_TASK, requestPagePreloads, takePagePreloads } from './pagePreloads';

/** A page holding `text` in its preloads block (none when undefined), with a head that records what is appended. */
function page(text?: string) {
  const appended: Record<string, string>[] = [];
  let removed = false;
  const block = { textContent: text, remove: () => (removed = true) };
  const doc = {
    getElementById: (id: string) => (text !== undefined && id === PAGE_PRELOADS_ID && !removed ? block : null),
    createElement: () => ({}),
    head: { appendChild: (link: Record<string, string>) => appended.push(link) },
  } as unknown as Document;
  return { doc, appended, removed: () => removed };
}

describe("the page's preloads", () => {
  it('requests each as the runtime will ask for it, once: scripts as scripts, the manifest as an anonymous fetch', () => {
    const list = [
      { href: '/629.abc.js', as: 'script' },
      { href: '/mf/drafts/mf-manifest.json', as: 'fetch' },
    ];
    const { doc, appended, removed } = page(JSON.stringify(list));
    requestPagePreloads(doc, () => {
      throw new Error('two preloads fit in one task');
    });
    expect(appended).toEqual([
      { rel: 'preload', as: 'script', href: '/629.abc.js' },
      { rel: 'preload', as: 'fetch', href: '/mf/drafts/mf-manifest.json', crossOrigin: 'anonymous' },
    ]);
    expect(removed()).toBe(true);
    requestPagePreloads(doc);
    expect(appended).toHaveLength(2);
  });

  it(`requests ${PRELOADS_PER_TASK} in a task, the next ones in the tasks after it, in their order`, () => {
    const list = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => ({ href: `/${i}.js`, as: 'script' }));
    const { doc, appended } = page(JSON.stringify(list));
    const tasks: (() => void)[] = [];
    requestPagePreloads(doc, (run) => tasks.push(run));
    expect(appended).toHaveLength(PRELOADS_PER_TASK);
    tasks.shift()!();
    expect(appended).toHaveLength(PRELOADS_PER_TASK * 2);
    tasks.shift()!();
    expect(appended.map((link) => link.href)).toEqual(list.map((item) => item.href));
    expect(tasks).toHaveLength(0);
  });

  it('requests nothing for a page without the block, and skips what is not a preload', () => {
    expect(takePagePreloads(page().doc)).toEqual([]);
    expect(takePagePreloads(page('not json').doc)).toEqual([]);
    expect(takePagePreloads(page('{"href":"/a.js"}').doc)).toEqual([]);
    const mixed = [{ href: '/a.js', as: 'script' }, { href: '', as: 'script' }, { href: '/b.js', as: 'image' }, null, 'x'];
    expect(takePagePreloads(page(JSON.stringify(mixed)).doc)).toEqual([{ href: '/a.js', as: 'script' }]);
  });
});
