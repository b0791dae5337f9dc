// The remote registry (GET /mf-registry.json): remote name -> manifest URL. Relative URLs are
// resolved against the page's origin. The gateway also inlines it in every page's HTML, so the first
// read needs no request.
import { INLINE_REGISTRY_ID } from '@reality-draft/events';
import type { Registry } from '../model/registry';

export type { Registry } from '../model/registry';

export const REGISTRY_URL = '/mf-registry.json';

export class RegistryError extends Error {
  override name = 'RegistryError';
}

export function parseRegistry(json: unknown, origin: string): Registry {
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new RegistryError('The remote registry is not an object of remote names to manifest URLs.');
  }
  const entries = Object.entries(json as Record<string, unknown>).flatMap(([name, url]) =>
    typeof url === 'string' && url.trim() ? [[name, new URL(url.trim(), origin).href] as const] : [],
  );
  return Object.freeze(Object.fromEntries(entries));
}

export async function fetchRegistry(origin: string = window.location.origin): Promise<Registry> {
  let response: Response;
  try {
    // no-cache: revalidated (ETag) on each read, as the registry may change while the page is open.
    response = await fetch(REGISTRY_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new RegistryError(`The remote registry could not be fetched: ${String(cause)}`);
  }
  if (!response.ok) throw new RegistryError(`The remote registry answered ${response.status}.`);
  return parseRegistry(await response.json(), origin);
}

/**
 * The registry the page's HTML carries, taken once: the element is removed, so that later reads ask
 * the gateway for the registry as it is then. Null when the page has none, or an unreadable one.
 */
export function takeInlineRegistry(origin: string = window.location.origin, doc: Pick<Document, 'getElementById'> = document): Registry | null {
  const element = doc.getElementById(INLINE_REGISTRY_ID);
  if (!element) return null;
  element.remove();
  try {
    return parseRegistry(JSON.parse(element.textContent ?? ''), origin);
  } catch {
    return null;
  }
}

/** The registry inlined in the page on the first read, then GET /mf-registry.json. */
export function readRegistry(origin: string = window.location.origin, doc: Pick<Document, 'getElementById'> = document): Promise<Registry> {
  return Promise.resolve(takeInlineRegistry(origin, doc) ?? fetchRegistry(origin));
}
