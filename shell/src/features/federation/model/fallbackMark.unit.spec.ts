import { FALLBACK_MARK, isFallbackModule } from './fallbackMark';

describe('fallback module mark', () => {
  it("recognises the plugin's stand-in module", () => {
    expect(isFallbackModule({ __esModule: true, [FALLBACK_MARK]: true, default: () => null })).toBe(true);
  });

  it('takes any other module as really loaded', () => {
    expect(isFallbackModule({ default: () => null })).toBe(false);
    expect(isFallbackModule(null)).toBe(false);
    expect(isFallbackModule(undefined)).toBe(false);
  });
});
