import { appConfigProblems, entryOf, serves, serviceUrls, SET_ELSEWHERE } from './appConfigChecks';
import { containersOf, describe, named, podTemplates, selects, type K8sObject } from './kubernetesObjects';
import { isAppImage } from './kubernetesWorkloads';
import { record, records, type Json } from './manifestValues';

/** A container's environment as its process sees it: ConfigMaps and Secrets it takes whole, then its own env. */
export function containerEnv(container: Json, objects: K8sObject[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of records(container.envFrom)) {
    const configMap = named(objects, 'ConfigMap', record(source.configMapRef).name);
    const secret = named(objects, 'Secret', record(source.secretRef).name);
    for (const [key, value] of Object.entries({ ...record(configMap?.body.data), ...record(secret?.body.stringData) })) env[key] = String(value);
  }
  for (const entry of records(container.env)) env[String(entry.name)] = entry.value === undefined ? SET_ELSEWHERE : String(entry.value);
  return env;
}

/** Each app container's environment passes the code's own readers, and its SERVICE_URLS reach pods serving those services. */
export function appProcessProblems(objects: K8sObject[]): string[] {
  return podTemplates(objects).flatMap((pod) =>
    containersOf(pod.spec)
      .filter((container) => !container.init && isAppImage(container.body))
      .flatMap((container) => {
        const at = `${describe(pod.owner)}, container ${String(container.body.name)}`;
        const env = containerEnv(container.body, objects);
        return [...appConfigProblems(at, env, entryOf([container.body.command, container.body.args])), ...serviceUrlProblems(at, env, objects)];
      }),
  );
}

function serviceUrlProblems(at: string, env: Record<string, string>, objects: K8sObject[]): string[] {
  return serviceUrls(env.SERVICE_URLS).flatMap(({ service: name, url }) => {
    const service = named(objects, 'Service', url.hostname.split('.')[0]);
    if (!service) return [`${at}: SERVICE_URLS sends ${name} to ${url.host}, which is not a Service`];
    const spec = record(service.body.spec);
    if (!records(spec.ports).some((port) => String(port.port) === (url.port || '80'))) {
      return [`${at}: SERVICE_URLS sends ${name} to port ${url.port || '80'}, which is not a port of Service ${service.name}`];
    }
    const servers = podTemplates(objects)
      .filter((pod) => pod.owner.namespace === service.namespace && selects(record(spec.selector), pod.labels))
      .flatMap((pod) => containersOf(pod.spec).filter((container) => isAppImage(container.body)))
      .map((container) => containerEnv(container.body, objects));
    const served = servers.length > 0 && servers.every((server) => serves(server, name));
    return served ? [] : [`${at}: SERVICE_URLS sends ${name} to Service ${service.name}, whose pods do not serve it (SERVICES)`];
  });
}
