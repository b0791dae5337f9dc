import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Content-Security-Policy directives, e.g. `{ 'script-src': ["'self'", 'https://cdn.example.com'] }`. */
export type CspDirectives = Record<string, string[]>;

/** A process that serves only JSON: nothing may load from its answers, nothing may frame them. */
export const API_ONLY_CSP: CspDirectives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * The headers every answer carries (helmet): the given Content-Security-Policy and nothing from
 * helmet's default policy, `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY` for browsers
 * without `frame-ancestors`, `Referrer-Policy: same-origin` (no address of ours goes to another host;
 * same-origin POSTs keep their Origin header), and helmet's cross-origin isolation defaults. HSTS is
 * sent without includeSubDomains: browsers heed it only over HTTPS, and other hosts of the domain are
 * not ours to decide for.
 */
export function securityHeaders(csp: CspDirectives = API_ONLY_CSP): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: csp },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
}

/** API answers carry tokens and private data: no browser or proxy cache may keep them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
