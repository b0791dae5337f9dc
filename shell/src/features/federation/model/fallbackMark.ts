// The mark on the stand-in module the fallback plugin returns for a remote that failed to load, so
// a caller can tell "loaded" from "replaced by the unavailable card".
export const FALLBACK_MARK = '__realityDraftFallback';

export function isFallbackModule(loaded: unknown): boolean {
  return Boolean(loaded && typeof loaded === 'object' && (loaded as Record<string, unknown>)[FALLBACK_MARK] === true);
}
