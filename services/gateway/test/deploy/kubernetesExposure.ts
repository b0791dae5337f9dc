import { entryOf } from './appConfigChecks';
import { containerEnv } from './kubernetesAppConfig';
import { containersOf, describe, named, podTemplates, selects, type K8sObject, type PodTemplate } from './kubernetesObjects';
import { exposedServices, opensPort, policiesOver } from './kubernetesNetwork';
import { isAppImage } from './kubernetesWorkloads';
import { isRecord, record, records, text } from './manifestValues';

/** The port an app process serves /metrics on when METRICS_PORT is not set (services/kernel observability). */
export const DEFAULT_METRICS_PORT = 9464;
const METRICS_PORT_NAME = 'metrics';

/** A pod's metrics port: the app container's port named `metrics`, which must be its METRICS_PORT. */
function metricsPort(pod: PodTemplate, objects: K8sObject[]): { at: string; name: string; number: number; problems: string[] } | undefined {
  const container = containersOf(pod.spec).find(
    (candidate) => !candidate.init && isAppImage(candidate.body) && entryOf([candidate.body.command, candidate.body.args]) === 'main',
  );
  if (!container || !pod.longRunning) return undefined;
  const at = `${describe(pod.owner)}, container ${String(container.body.name)}`;
  const env = containerEnv(container.body, objects);
  const wanted = Number(env.METRICS_PORT ?? DEFAULT_METRICS_PORT);
  if (wanted === 0) return undefined;
  const declared = records(container.body.ports).find((port) => port.name === METRICS_PORT_NAME);
  if (!declared)
    return { at, name: METRICS_PORT_NAME, number: wanted, problems: [`${at}: no container port named ${METRICS_PORT_NAME} (METRICS_PORT ${wanted})`] };
  const problems =
    declared.containerPort === wanted ? [] : [`${at}: port ${METRICS_PORT_NAME} is ${String(declared.containerPort)}, but METRICS_PORT is ${wanted}`];
  return { at, name: METRICS_PORT_NAME, number: wanted, problems };
}

/**
 * /metrics stays inside: no Service that an Ingress or HTTPRoute sends to targets an app pod's metrics
 * port, and a NetworkPolicy lets only another namespace (the monitoring one) reach that port.
 */
export function metricsExposureProblems(objects: K8sObject[]): string[] {
  const exposed = exposedServices(objects);
  return podTemplates(objects).flatMap((pod) => {
    const port = metricsPort(pod, objects);
    if (!port) return [];
    const problems = [...port.problems];
    for (const service of exposed.filter((candidate) => candidate.namespace === pod.owner.namespace)) {
      const spec = record(service.body.spec);
      if (!selects(record(spec.selector), pod.labels)) continue;
      for (const servicePort of records(spec.ports)) {
        const target = servicePort.targetPort ?? servicePort.port;
        if (target === port.name || target === port.number)
          problems.push(`${describe(service)}: sends outside traffic (Ingress, HTTPRoute) to the metrics port of ${pod.owner.kind} ${pod.owner.name}`);
      }
    }
    const policies = policiesOver(objects, pod);
    if (policies.length === 0) problems.push(`${port.at}: no NetworkPolicy restricts who reaches its metrics port`);
    for (const policy of policies) {
      for (const rule of records(record(policy.body.spec).ingress).filter((candidate) => opensPort(candidate, port))) {
        const peers = records(rule.from);
        const onlyNamespaces = Array.isArray(rule.from) && peers.length > 0 && peers.every((peer) => isRecord(peer.namespaceSelector) && !peer.ipBlock);
        if (!onlyNamespaces) problems.push(`${describe(policy)}: opens the metrics port of ${pod.owner.kind} ${pod.owner.name} beyond a monitoring namespace`);
      }
    }
    return problems;
  });
}

/** The host a connection string names (`postgres://user:${PASSWORD}@postgres:5432/db` → postgres). */
export const urlHost = (url: string): string | undefined => url.match(/^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?([^:/?#]+)/i)?.[1];

/** DATABASE_URL as a container gets it: its own value, or the Secret or ConfigMap entry it names. */
function databaseUrlOf(container: Record<string, unknown>, objects: K8sObject[]): string | undefined {
  const entry = records(container.env).find((env) => env.name === 'DATABASE_URL');
  if (entry?.value !== undefined) return text(entry.value);
  const ref = record(record(entry?.valueFrom).secretKeyRef);
  const secret = named(objects, 'Secret', ref.name);
  return text(record(secret?.body.stringData)[String(ref.key)]) ?? text(containerEnv(container, objects).DATABASE_URL);
}

/**
 * Every pod that opens the database (DATABASE_URL, a Job's too) is admitted by the NetworkPolicies
 * guarding the database's pods, on the port it connects to.
 */
export function databaseAccessProblems(objects: K8sObject[]): string[] {
  return podTemplates(objects).flatMap((pod) =>
    containersOf(pod.spec)
      .filter((container) => isAppImage(container.body))
      .flatMap((container) => {
        const url = databaseUrlOf(container.body, objects);
        const host = url && urlHost(url);
        const service = host ? named(objects, 'Service', host.split('.')[0]) : undefined;
        if (!service) return [];
        const spec = record(service.body.spec);
        const databasePods = podTemplates(objects).filter(
          (candidate) => candidate.owner.namespace === service.namespace && selects(record(spec.selector), candidate.labels),
        );
        return databasePods.flatMap((database) =>
          policiesOver(objects, database)
            .filter((policy) => !admits(policy, pod, database))
            .map(
              (policy) =>
                `${describe(pod.owner)}: its pods (${labelText(pod.labels)}) reach ${service.name} through ${describe(policy)}, which does not admit them`,
            ),
        );
      }),
  );
}

/** Whether a policy over `target` lets pods of `from` in (a podSelector peer in the same namespace), on any of target's ports. */
function admits(policy: K8sObject, from: PodTemplate, target: PodTemplate): boolean {
  return records(record(policy.body.spec).ingress).some((rule) => {
    const peers = records(rule.from);
    const peerAdmits =
      !Array.isArray(rule.from) ||
      peers.length === 0 ||
      peers.some((peer) => isRecord(peer.podSelector) && !peer.namespaceSelector && selects(peer.podSelector, from.labels));
    const anyPort = containersOf(target.spec).some((container) =>
      records(container.body.ports).some((port) => opensPort(rule, { name: text(port.name), number: Number(port.containerPort) })),
    );
    return peerAdmits && anyPort;
  });
}

const labelText = (labels: Record<string, string>) =>
  Object.entries(labels)
    .filter(([key]) => key !== 'app.kubernetes.io/part-of')
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
