import { entryOf } from './appConfigChecks';
import type { DeployVariables } from './composeChecks';
import { containersOf, declaresPort, describe, named, podTemplates, selects, type Container, type K8sObject, type PodTemplate } from './kubernetesObjects';
import { record, records, SECRET_NAME, text, type Json } from './manifestValues';

const PROBES = ['startupProbe', 'readinessProbe', 'livenessProbe'];

export const isAppImage = (container: Json) => (text(container.image) ?? '').startsWith('reality-draft/app');
export const isRemoteImage = (container: Json) => (text(container.image) ?? '').startsWith('reality-draft/mf-');

/** The keys a ConfigMap or Secret holds, or undefined when there is no such object. */
export function keysOf(objects: K8sObject[], kind: 'ConfigMap' | 'Secret', name: unknown): string[] | undefined {
  const object = named(objects, kind, name);
  if (!object) return undefined;
  const fields = kind === 'ConfigMap' ? ['data', 'binaryData'] : ['data', 'stringData'];
  return fields.flatMap((field) => Object.keys(record(object.body[field])));
}

/** Every problem of the pod templates of Deployments, StatefulSets, DaemonSets and Jobs. */
export function workloadProblems(objects: K8sObject[], vars: DeployVariables): string[] {
  return podTemplates(objects).flatMap((pod) => [
    ...templateProblems(pod, objects),
    ...containersOf(pod.spec).flatMap((container) => containerProblems(pod, container, objects, vars)),
  ]);
}

function templateProblems(pod: PodTemplate, objects: K8sObject[]): string[] {
  const at = describe(pod.owner);
  const spec = record(pod.owner.body.spec);
  const problems: string[] = [];
  if (pod.longRunning && !selects(record(spec.selector), pod.labels)) problems.push(`${at}: spec.selector does not select its own pod template's labels`);
  if (pod.owner.kind === 'StatefulSet' && !named(objects, 'Service', spec.serviceName))
    problems.push(`${at}: serviceName "${String(spec.serviceName)}" is not a Service`);
  if (pod.longRunning && pod.spec.terminationGracePeriodSeconds === undefined) problems.push(`${at}: no terminationGracePeriodSeconds`);
  if (pod.owner.kind === 'Deployment') problems.push(...strategyProblems(at, pod));
  for (const volume of records(pod.spec.volumes)) {
    const configMap = record(volume.configMap).name;
    const secret = record(volume.secret).secretName;
    const claim = record(volume.persistentVolumeClaim).claimName;
    if (configMap !== undefined && !named(objects, 'ConfigMap', configMap))
      problems.push(`${at}: volume ${String(volume.name)} names ConfigMap "${String(configMap)}", which is not defined`);
    if (secret !== undefined && !named(objects, 'Secret', secret))
      problems.push(`${at}: volume ${String(volume.name)} names Secret "${String(secret)}", which is not defined`);
    if (claim !== undefined && !named(objects, 'PersistentVolumeClaim', claim))
      problems.push(`${at}: volume ${String(volume.name)} claims "${String(claim)}", which is not defined`);
  }
  return problems;
}

/** Whether a pod runs the Kafka relay: one publisher at a time, so its Deployment is recreated, never rolled or budgeted. */
export const runsRelay = (pod: PodTemplate): boolean =>
  containersOf(pod.spec).some((container) => isAppImage(container.body) && entryOf([container.body.command, container.body.args]) === 'relay');

const isZero = (value: unknown) => value === 0 || value === '0' || value === '0%';

/**
 * A Deployment rolls: a new pod starts and must be ready before an old one stops (maxUnavailable 0),
 * so a deploy never has fewer ready copies than wanted. The relay alone is recreated (one publisher).
 */
function strategyProblems(at: string, pod: PodTemplate): string[] {
  const strategy = record(record(pod.owner.body.spec).strategy);
  if (runsRelay(pod)) return strategy.type === 'Recreate' ? [] : [`${at}: the relay publishes alone: its Deployment uses strategy Recreate`];
  if ((strategy.type ?? 'RollingUpdate') !== 'RollingUpdate')
    return [`${at}: strategy ${String(strategy.type)}: a deploy would stop every pod before a new one is ready; use RollingUpdate`];
  return isZero(record(strategy.rollingUpdate).maxUnavailable)
    ? []
    : [`${at}: RollingUpdate without maxUnavailable 0 stops old pods before new ones are ready`];
}

function containerProblems(pod: PodTemplate, container: Container, objects: K8sObject[], vars: DeployVariables): string[] {
  const at = `${describe(pod.owner)}, container ${String(container.body.name)}`;
  return [
    ...referenceProblems(at, container.body, objects),
    ...probeProblems(at, container, pod.longRunning),
    ...resourceProblems(at, container.body),
    ...mountProblems(at, container.body, pod),
    ...(isAppImage(container.body) ? appEnvProblems(at, container.body, objects, vars.codeVars) : []),
    ...(isRemoteImage(container.body) ? remoteEnvProblems(at, container.body, vars.remoteTemplateVars) : []),
  ];
}

function referenceProblems(at: string, container: Json, objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const checkKey = (kind: 'ConfigMap' | 'Secret', ref: Json, variable: unknown) => {
    const keys = keysOf(objects, kind, ref.name);
    if (!keys) problems.push(`${at}: ${String(variable)} reads ${kind} "${String(ref.name)}", which is not defined`);
    else if (!keys.includes(String(ref.key)))
      problems.push(`${at}: ${String(variable)} reads key "${String(ref.key)}" of ${kind} ${String(ref.name)}, which has no such key`);
  };
  for (const env of records(container.env)) {
    const from = record(env.valueFrom);
    if (from.configMapKeyRef) checkKey('ConfigMap', record(from.configMapKeyRef), env.name);
    if (from.secretKeyRef) checkKey('Secret', record(from.secretKeyRef), env.name);
  }
  for (const source of records(container.envFrom)) {
    const configMap = record(source.configMapRef).name;
    const secret = record(source.secretRef).name;
    if (configMap !== undefined && !named(objects, 'ConfigMap', configMap))
      problems.push(`${at}: envFrom names ConfigMap "${String(configMap)}", which is not defined`);
    if (secret !== undefined && !named(objects, 'Secret', secret)) problems.push(`${at}: envFrom names Secret "${String(secret)}", which is not defined`);
  }
  return problems;
}

function probeProblems(at: string, container: Container, longRunning: boolean): string[] {
  const problems: string[] = [];
  if (longRunning && !container.init) {
    for (const probe of ['readinessProbe', 'livenessProbe']) if (!container.body[probe]) problems.push(`${at}: no ${probe}`);
  }
  for (const probe of PROBES) {
    const handler = record(container.body[probe]);
    for (const kind of ['httpGet', 'tcpSocket', 'grpc']) {
      const port = record(handler[kind]).port;
      if (port !== undefined && !declaresPort(container.body, port))
        problems.push(`${at}: ${probe} uses port ${String(port)}, which the container does not declare`);
    }
  }
  return problems;
}

function resourceProblems(at: string, container: Json): string[] {
  const resources = record(container.resources);
  return ['requests', 'limits'].filter((part) => !record(resources[part]).memory).map((part) => `${at}: no resources.${part}.memory`);
}

function mountProblems(at: string, container: Json, pod: PodTemplate): string[] {
  const claimTemplates = records(record(pod.owner.body.spec).volumeClaimTemplates).map((claim) => record(claim.metadata).name);
  const volumes = [...records(pod.spec.volumes).map((volume) => volume.name), ...claimTemplates];
  return records(container.volumeMounts)
    .filter((mount) => !volumes.includes(mount.name))
    .map((mount) => `${at}: volumeMount ${String(mount.name)} names no volume of the pod`);
}

function appEnvProblems(at: string, container: Json, objects: K8sObject[], codeVars: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const env of records(container.env)) {
    const name = String(env.name);
    if (!codeVars.has(name)) problems.push(`${at}: env ${name} is not a variable the code reads`);
    if (SECRET_NAME.test(name) && !record(env.valueFrom).secretKeyRef) problems.push(`${at}: env ${name} holds a secret: take it from a Secret (secretKeyRef)`);
  }
  for (const source of records(container.envFrom)) {
    const [kind, ref] = source.configMapRef ? (['ConfigMap', record(source.configMapRef)] as const) : (['Secret', record(source.secretRef)] as const);
    for (const key of keysOf(objects, kind, ref.name) ?? []) {
      if (!codeVars.has(key)) problems.push(`${at}: envFrom ${kind} ${String(ref.name)} sets ${key}, which is not a variable the code reads`);
    }
  }
  return problems;
}

function remoteEnvProblems(at: string, container: Json, templateVars: ReadonlySet<string>): string[] {
  const names = records(container.env).map((env) => String(env.name));
  return [
    ...names.filter((name) => !templateVars.has(name)).map((name) => `${at}: env ${name} is not a variable deploy/nginx-remote.conf uses`),
    ...[...templateVars].filter((name) => !names.includes(name)).map((name) => `${at}: does not set ${name}, which deploy/nginx-remote.conf uses`),
  ];
}
