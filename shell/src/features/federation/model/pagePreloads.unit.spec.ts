import { preloadsRemote } from './pagePreloads';

const page = (...hrefs: string[]) => ({ querySelectorAll: () => hrefs.map((href) => ({ href })) }) as unknown as Document;

describe('preloadsRemote', () => {
  const manifest = 'http://localhost:8080/mf/admin/mf-manifest.json';

  it("is true when the page preloads a file from the remote's folder", () => {
    expect(preloadsRemote(manifest, page('http://localhost:8080/129.ab.js', 'http://localhost:8080/mf/admin/remoteEntry.js'))).toBe(true);
    expect(preloadsRemote(`${manifest}?v=2`, page('http://localhost:8080/mf/admin/mf-manifest.json'))).toBe(true);
  });

  it("is false for another remote's or the shell's files", () => {
    expect(preloadsRemote(manifest, page('http://localhost:8080/129.ab.js', 'http://localhost:8080/mf/drafts/remoteEntry.js'))).toBe(false);
    expect(preloadsRemote(manifest, page())).toBe(false);
  });
});
