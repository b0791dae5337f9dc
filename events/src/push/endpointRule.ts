/**
 * Which push endpoints the server will POST to (docs/notifications.md#endpoint-rule). A subscription's
 * endpoint is a URL the browser's push service gave it; the server sends to it later, so an endpoint
 * is a request the server makes on a client's word: only browser push services are allowed.
 */

/** The browser push services: Chrome/Edge (FCM), Firefox (autopush), Safari (APNs web push), Windows (WNS). A leading `*.` allows any subdomain. */
export const BROWSER_PUSH_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

export const ENDPOINT_RULE =
  'The push endpoint must be an https: URL of a browser push service (Chrome, Firefox, Safari or Edge), or a host named in PUSH_ENDPOINT_HOSTS';

/** Where the server may send pushes: the built-in list (https only), or PUSH_ENDPOINT_HOSTS's hosts (http too). */
export interface EndpointHosts {
  hosts: readonly string[];
  allowHttp: boolean;
}

/** PUSH_ENDPOINT_HOSTS (comma separated `host[:port]`) replaces the built-in list, and its hosts may use http:. */
export function endpointHostsFrom(value: string | undefined): EndpointHosts {
  const named = (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return named.length ? { hosts: named, allowHttp: true } : { hosts: BROWSER_PUSH_HOSTS, allowHttp: false };
}

function hostMatches(pattern: string, url: URL): boolean {
  const [host, port] = pattern.split(/:(?=\d+$)/);
  if (port !== undefined && url.port !== port) return false;
  if (port === undefined && url.port !== '') return false;
  const hostname = url.hostname.toLowerCase();
  return host.startsWith('*.') ? hostname.endsWith(host.slice(1)) && hostname.length > host.length - 1 : hostname === host;
}

/** Whether the server may send to `endpoint`: a URL, https: (or http: for named hosts), on a listed host, no credentials in it. */
export function endpointAllowed(endpoint: string, allowed: EndpointHosts): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && !(allowed.allowHttp && url.protocol === 'http:')) return false;
  if (url.username || url.password) return false;
  return allowed.hosts.some((pattern) => hostMatches(pattern, url));
}
