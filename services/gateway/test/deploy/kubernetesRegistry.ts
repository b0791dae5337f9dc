import path from 'node:path';
import { containersOf, describe, named, podTemplates, selects, type K8sObject } from './kubernetesObjects';
import { ingressBackends } from './kubernetesNetwork';
import { isAppImage, isRemoteImage, keysOf } from './kubernetesWorkloads';
import { record, records, text } from './manifestValues';
import { checkRegistry } from './registryChecks';

/** Hosts an Ingress sends to a Service whose pods run a remote's static server. */
function remoteHosts(objects: K8sObject[]): Set<string> {
  const servesRemote = (serviceName: unknown) => {
    const service = named(objects, 'Service', serviceName);
    const selector = record(record(service?.body.spec).selector);
    return (
      service !== undefined &&
      podTemplates(objects).some((pod) => selects(selector, pod.labels) && containersOf(pod.spec).some((container) => isRemoteImage(container.body)))
    );
  };
  const hosts = objects
    .filter((object) => object.kind === 'Ingress')
    .flatMap((ingress) => ingressBackends(ingress).filter((backend) => backend.host && servesRemote(backend.service.name)))
    .map((backend) => backend.host!);
  return new Set(hosts);
}

/**
 * The registry a gateway reads: MF_REGISTRY_FILE lies in a mounted ConfigMap that holds it, and its
 * entries are https URLs on the remotes' Ingress hosts.
 */
export function kubernetesRegistryProblems(objects: K8sObject[]): string[] {
  const hosts = remoteHosts(objects);
  const served = (url: URL) => url.protocol === 'https:' && hosts.has(url.hostname);
  return podTemplates(objects).flatMap((pod) =>
    containersOf(pod.spec)
      .filter((container) => isAppImage(container.body))
      .flatMap((container) => {
        const file = registryFileOf(container.body, objects);
        if (!file) return [];
        const at = `${describe(pod.owner)}: MF_REGISTRY_FILE ${file}`;
        const mount = records(container.body.volumeMounts).find((candidate) => candidate.mountPath === path.posix.dirname(file));
        const volume = records(pod.spec.volumes).find((candidate) => candidate.name === mount?.name);
        const configMap = named(objects, 'ConfigMap', record(volume?.configMap).name);
        if (!configMap) return [`${at} is in no folder mounted from a ConfigMap`];
        const key = path.posix.basename(file);
        if (!(keysOf(objects, 'ConfigMap', configMap.name) ?? []).includes(key)) return [`${at}: ConfigMap ${configMap.name} has no key ${key}`];
        return checkRegistry(`${describe(configMap)} ${key}`, String(record(configMap.body.data)[key]), served);
      }),
  );
}

/** MF_REGISTRY_FILE as a container sets it: in its env, or from a ConfigMap it takes whole. */
function registryFileOf(container: Record<string, unknown>, objects: K8sObject[]): string | undefined {
  const direct = records(container.env).find((env) => env.name === 'MF_REGISTRY_FILE');
  if (direct) return text(direct.value);
  for (const source of records(container.envFrom)) {
    const configMap = named(objects, 'ConfigMap', record(source.configMapRef).name);
    const value = text(record(configMap?.body.data).MF_REGISTRY_FILE);
    if (value) return value;
  }
  return undefined;
}
