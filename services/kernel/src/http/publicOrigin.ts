/**
 * PUBLIC_URL as the origin browsers reach the app at (`https://draft.example`), or null when unset.
 * Links the server hands out (photo upload URLs, the password reset mail's) are built on it and never on
 * the request's Host (or X-Forwarded-Host, which the gateway copies from Host): the client writes
 * those, and a forged one would hand out a link to its own host.
 */
export function publicOriginOf(publicUrl: string | undefined): string | null {
  if (!publicUrl) return null;
  const url = URL.canParse(publicUrl) ? new URL(publicUrl) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.pathname !== '/' || url.search || url.hash)
    throw new Error(`PUBLIC_URL must be the origin browsers reach the app at, such as https://draft.example, not "${publicUrl}"`);
  return url.origin;
}

/** Where a link in a mail points: PUBLIC_URL, else this server on localhost (PORT, 8080 by default), as `npm start` serves it. */
export function linkOriginOf(env: NodeJS.ProcessEnv): string {
  return publicOriginOf(env.PUBLIC_URL) ?? `http://localhost:${env.PORT || 8080}`;
}
