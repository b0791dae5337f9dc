import { appConfigProblems, entryOf, interpolated, serves, serviceUrls, SET_ELSEWHERE } from './appConfigChecks';
import { hasLiteralPassword, isRecord, placeholders, record, SECRET_NAME, stringsIn, text, type Json } from './manifestValues';

/** A compose file's services, each with `environment` and `depends_on` in their mapping forms. */
export type ComposeServices = Record<string, Json>;

export interface DeployVariables {
  /** Variables the app's code reads (services/<each>/src). */
  codeVars: ReadonlySet<string>;
  /** Variables deploy/nginx-remote.conf has filled in when a remote's container starts. */
  remoteTemplateVars: ReadonlySet<string>;
}

const CONDITIONS = ['service_started', 'service_healthy', 'service_completed_successfully'];
/** A placeholder compose refuses to start without: `${NAME:?error}` or `${NAME?error}`. */
const REQUIRED_PLACEHOLDER = /\$\{[A-Za-z_][A-Za-z0-9_]*:?\?/;

const buildTarget = (service: Json) => text(record(service.build).target);
export const isAppService = (service: Json) => buildTarget(service) === 'app' || (text(service.image) ?? '').startsWith('reality-draft/app');
export const isRemoteService = (service: Json) => buildTarget(service) === 'remote' || (text(service.image) ?? '').startsWith('reality-draft/mf-');

export function composeServices(doc: unknown): ComposeServices {
  const services = record(record(doc).services);
  return Object.fromEntries(Object.entries(services).map(([name, service]) => [name, normalized(record(service))]));
}

function normalized(service: Json): Json {
  return { ...service, environment: environmentMap(service.environment), depends_on: dependsOnMap(service.depends_on) };
}

function environmentMap(value: unknown): Record<string, string | null> {
  if (Array.isArray(value)) {
    return Object.fromEntries(
      value.map(String).map((entry) => (entry.includes('=') ? [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)] : [entry, null])),
    );
  }
  return Object.fromEntries(Object.entries(record(value)).map(([key, entry]) => [key, entry === null || entry === undefined ? null : String(entry)]));
}

function dependsOnMap(value: unknown): Record<string, Json> {
  if (Array.isArray(value)) return Object.fromEntries(value.map((name) => [String(name), { condition: 'service_started' }]));
  return Object.fromEntries(Object.entries(record(value)).map(([name, entry]) => [name, { condition: 'service_started', ...record(entry) }]));
}

/** `docker compose -f base -f override`: mappings merged key by key (environment, depends_on…), other values replaced. */
export function mergeCompose(base: ComposeServices, override: ComposeServices): ComposeServices {
  const merged = { ...base };
  for (const [name, service] of Object.entries(override)) merged[name] = deepMerge(base[name] ?? {}, service);
  return merged;
}

function deepMerge(base: Json, over: Json): Json {
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = isRecord(value) && isRecord(base[key]) ? deepMerge(base[key], value) : value;
  return out;
}

export const environmentOf = (service: Json) => record(service.environment) as Record<string, string | null>;

export function hasHealthcheck(service: Json | undefined): boolean {
  const check = record(service?.healthcheck);
  if (check.disable === true) return false;
  return Array.isArray(check.test) ? check.test.length > 0 : Boolean(text(check.test));
}

/** Host ports a service publishes (`'8101:8080'`, `127.0.0.1:8101:8080` or the long form). */
export function publishedPorts(service: Json): number[] {
  const ports = Array.isArray(service.ports) ? service.ports : [];
  return ports.map((port) => (isRecord(port) ? Number(port.published) : Number(String(port).split(':').slice(-2)[0]))).filter(Number.isInteger);
}

/** Every problem of one set of services (a file, or files merged): `label` names it in each message. */
export function checkCompose(label: string, services: ComposeServices, vars: DeployVariables): string[] {
  if (Object.keys(services).length === 0) return [`${label}: no services`];
  const oneShot = new Set(
    Object.values(services).flatMap((service) =>
      Object.entries(record(service.depends_on))
        .filter(([, dep]) => record(dep).condition === 'service_completed_successfully')
        .map(([name]) => name),
    ),
  );
  // Passwords the app's URLs share with a database's own settings (POSTGRES_PASSWORD) are the operator's inputs.
  const infraVars = new Set(
    Object.values(services)
      .filter((service) => !isAppService(service))
      .flatMap((service) => stringsIn(service).flatMap(placeholders)),
  );
  return [
    ...copyProblems(label, services),
    ...Object.entries(services).flatMap(([name, service]) => {
      const at = `${label}: services.${name}`;
      return [
        ...dependencyProblems(at, service, services),
        ...lifecycleProblems(at, service, oneShot.has(name)),
        ...secretProblems(at, service),
        ...(isAppService(service) ? appProblems(at, service, vars.codeVars, infraVars, oneShot.has(name)) : []),
        ...(isAppService(service) ? processProblems(at, service, services) : []),
        ...(isRemoteService(service) ? remoteProblems(at, service, vars.remoteTemplateVars) : []),
      ];
    }),
  ];
}

/**
 * Copies of one role (app services with the same SERVICES and GATEWAY, e.g. drafts-1 and drafts-2)
 * share their read models and take each other's projections over: their environments are the same.
 */
function copyProblems(label: string, services: ComposeServices): string[] {
  const roles = new Map<string, string[]>();
  for (const [name, service] of Object.entries(services).filter(([, candidate]) => isAppService(candidate) && !candidate.command)) {
    const env = environmentOf(service);
    const role = `${env.GATEWAY ?? '1'}|${env.SERVICES ?? '*'}`;
    roles.set(role, [...(roles.get(role) ?? []), name]);
  }
  return [...roles.values()]
    .filter((names) => names.length > 1)
    .flatMap(([first, ...others]) => {
      const reference = environmentOf(services[first]);
      return others.flatMap((name) => {
        const env = environmentOf(services[name]);
        const differing = [...new Set([...Object.keys(reference), ...Object.keys(env)])].filter((key) => reference[key] !== env[key]).sort();
        return differing.length === 0
          ? []
          : [
              `${label}: services.${name} is a copy of ${first} (same SERVICES) with another environment (${differing.join(', ')}): copies share one set of read models`,
            ];
      });
    });
}

function dependencyProblems(at: string, service: Json, services: ComposeServices): string[] {
  return Object.entries(record(service.depends_on)).flatMap(([target, dep]) => {
    const condition = text(record(dep).condition) ?? '';
    if (!services[target]) return [`${at}.depends_on names "${target}", which is not a service`];
    if (!CONDITIONS.includes(condition)) return [`${at}.depends_on.${target}: unknown condition "${condition}"`];
    const problems: string[] = [];
    if (condition === 'service_healthy' && !hasHealthcheck(services[target]))
      problems.push(`${at} waits for ${target} to be healthy, but ${target} has no healthcheck`);
    if (!service.profiles && services[target].profiles) problems.push(`${at} depends on ${target}, which runs only in a profile`);
    return problems;
  });
}

function lifecycleProblems(at: string, service: Json, oneShot: boolean): string[] {
  const problems: string[] = [];
  if (!oneShot && !hasHealthcheck(service)) problems.push(`${at} has no healthcheck`);
  if (!service.stop_grace_period) problems.push(`${at} has no stop_grace_period`);
  if (!record(record(record(service.deploy).resources).limits).memory) problems.push(`${at} has no deploy.resources.limits.memory`);
  return problems;
}

/** A URL variable whose value names no user or password (a mail catcher's `smtp://mailpit:1025`) holds nothing secret. */
const isUrlWithoutCredentials = (key: string, value: string) => key.endsWith('_URL') && !/:\/\/[^/\s]*@/.test(value);

function secretProblems(at: string, service: Json): string[] {
  const problems = Object.entries(environmentOf(service))
    .filter(([key, value]) => SECRET_NAME.test(key) && value !== null && !REQUIRED_PLACEHOLDER.test(value) && !isUrlWithoutCredentials(key, value))
    .map(([key]) => `${at}.environment.${key} holds a secret: take it from the environment with a required \${NAME:?} placeholder`);
  if (stringsIn(service).some(hasLiteralPassword)) problems.push(`${at} writes a password into a URL: use a placeholder`);
  return problems;
}

function appProblems(at: string, service: Json, codeVars: ReadonlySet<string>, infraVars: ReadonlySet<string>, oneShot: boolean): string[] {
  const problems = Object.keys(environmentOf(service))
    .filter((key) => !codeVars.has(key))
    .map((key) => `${at}.environment.${key} is not a variable the code reads`);
  for (const name of new Set(stringsIn(service).flatMap(placeholders))) {
    if (!codeVars.has(name) && !infraVars.has(name)) problems.push(`${at} interpolates \${${name}}, which the code does not read and no other service uses`);
  }
  if (!oneShot && hasHealthcheck(service) && !stringsIn(service.healthcheck).some((part) => part.includes('/healthz'))) {
    problems.push(`${at}'s healthcheck does not ask /healthz`);
  }
  return problems;
}

/** A process's environment as it receives it, placeholders filled in (defaults, else a stand-in). */
const processEnv = (service: Json): Record<string, string> =>
  Object.fromEntries(Object.entries(environmentOf(service)).map(([key, value]) => [key, value === null ? SET_ELSEWHERE : interpolated(value)]));

/** The code's own readers accept the process's environment, and SERVICE_URLS sends each service to a process serving it. */
function processProblems(at: string, service: Json, services: ComposeServices): string[] {
  const env = processEnv(service);
  const problems = appConfigProblems(at, env, entryOf(service.command));
  for (const { service: name, url } of serviceUrls(env.SERVICE_URLS)) {
    const target = services[url.hostname];
    const targetEnv = target ? processEnv(target) : {};
    const port = targetEnv.PORT ?? '8080';
    if (!target || !isAppService(target)) problems.push(`${at}: SERVICE_URLS sends ${name} to ${url.host}, which is not an app service here`);
    else if (!serves(targetEnv, name)) problems.push(`${at}: SERVICE_URLS sends ${name} to ${url.hostname}, whose SERVICES do not include it`);
    else if (port !== (url.port || '80'))
      problems.push(`${at}: SERVICE_URLS sends ${name} to port ${url.port || '80'}, but ${url.hostname} listens on ${port}`);
  }
  return problems;
}

function remoteProblems(at: string, service: Json, templateVars: ReadonlySet<string>): string[] {
  const keys = Object.keys(environmentOf(service));
  return [
    ...keys.filter((key) => !templateVars.has(key)).map((key) => `${at}.environment.${key} is not a variable deploy/nginx-remote.conf uses`),
    ...[...templateVars].filter((name) => !keys.includes(name)).map((name) => `${at} does not set ${name}, which deploy/nginx-remote.conf uses`),
  ];
}
