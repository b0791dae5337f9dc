import { SERVICE_NAMES, type ServiceName } from './services';

/** What one process of a deployment runs: which services it serves, where the others are, whether it is the gateway. */
export interface ProcessLayout {
  /** SERVICES: the services whose routes and start-up work (seeding, turn clock, demo bots) run here. */
  services: ServiceName[];
  /**
   * SERVICE_URLS: the services other processes serve, each with the base URLs of its copies (one, or
   * several named by repeated entries); the gateway proxies their /api routes there, spread over the copies.
   */
  upstreams: Partial<Record<ServiceName, string[]>>;
  /** GATEWAY: serves the frontends, /mf-registry.json, the push stream and the API reference (GATEWAY=0: only /api and /healthz). */
  gateway: boolean;
  /** READ_MODELS_PREFIX: this process's read models in a shared document store are the collections with this prefix. */
  readModelsPrefix: string;
}

/**
 * The notifier needs no process of its own: a gateway whose SERVICES and SERVICE_URLS leave it out
 * runs it (docs/notifications.md#where-it-runs), so a deployment written before it keeps working.
 */
function withNotifier(services: ServiceName[], upstreams: Partial<Record<ServiceName, string[]>>, gateway: boolean): ServiceName[] {
  if (!gateway || services.includes('notify') || upstreams.notify) return services;
  return SERVICE_NAMES.filter((name) => name === 'notify' || services.includes(name));
}

const isServiceName = (name: string): name is ServiceName => (SERVICE_NAMES as readonly string[]).includes(name);

function serviceList(value: string | undefined): ServiceName[] {
  if (value === undefined) return [...SERVICE_NAMES];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.find((name) => !isServiceName(name));
  if (unknown) throw new Error(`SERVICES: "${unknown}" is not one of ${SERVICE_NAMES.join(', ')}`);
  return SERVICE_NAMES.filter((name) => names.includes(name));
}

/**
 * SERVICE_URLS: `drafts=http://drafts:8083,scoring=http://scoring:8084`; a service named again is
 * another copy of it: `drafts=http://drafts-a:8083,drafts=http://drafts-b:8083`.
 */
function upstreamList(value: string | undefined): Partial<Record<ServiceName, string[]>> {
  const upstreams: Partial<Record<ServiceName, string[]>> = {};
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, url] = entry.split(/=(.*)/s);
    if (!isServiceName(name.trim())) throw new Error(`SERVICE_URLS: "${name}" is not one of ${SERVICE_NAMES.join(', ')}`);
    if (!/^https?:\/\/[^/\s]+\/?$/i.test(url?.trim() ?? '')) throw new Error(`SERVICE_URLS: ${name} needs an http(s) base URL, not "${url ?? ''}"`);
    const copies = (upstreams[name.trim() as ServiceName] ??= []);
    const base = url.trim().replace(/\/$/, '');
    if (copies.includes(base)) throw new Error(`SERVICE_URLS: ${name} names ${base} twice`);
    copies.push(base);
  }
  return upstreams;
}

export function processLayoutFromEnv(env: NodeJS.ProcessEnv): ProcessLayout {
  const upstreams = upstreamList(env.SERVICE_URLS);
  const gateway = env.GATEWAY !== '0';
  const services = withNotifier(serviceList(env.SERVICES), upstreams, gateway);
  const both = services.find((name) => upstreams[name]);
  if (both) throw new Error(`${both} is both served here (SERVICES) and elsewhere (SERVICE_URLS)`);
  const missing = SERVICE_NAMES.find((name) => !services.includes(name) && !upstreams[name]);
  if (gateway && missing) throw new Error(`The gateway needs every service: ${missing} is neither in SERVICES nor in SERVICE_URLS`);
  if (!gateway && services.length === 0) throw new Error('GATEWAY=0 and no SERVICES: this process would serve nothing');
  return { services, upstreams, gateway, readModelsPrefix: readModelsPrefix(env, services, gateway) };
}

/**
 * Embedded documents are each process's own already (its DATA_DIR), so they need no prefix; in a
 * shared store each process's read models default to its role's name.
 */
function readModelsPrefix(env: NodeJS.ProcessEnv, services: ServiceName[], gateway: boolean): string {
  if (env.READ_MODELS_PREFIX !== undefined) return env.READ_MODELS_PREFIX;
  if (!env.DOCUMENT_STORE || env.DOCUMENT_STORE === 'nedb') return '';
  return gateway ? 'gateway_' : `${services.join('_')}_`;
}

/**
 * The services a process follows without serving them: a gateway follows every other one, for its push
 * stream; never the notifier, which publishes no topics and whose projection sends: only where it is served.
 */
export const followedServices = (layout: ProcessLayout): ServiceName[] =>
  layout.gateway ? SERVICE_NAMES.filter((name) => !layout.services.includes(name) && name !== 'notify') : [];
