import { entryOf } from './appConfigChecks';
import { containerEnv } from './kubernetesAppConfig';
import { containersOf, describe, podTemplates, selects, type Container, type K8sObject, type PodTemplate } from './kubernetesObjects';
import { isAppImage, runsRelay } from './kubernetesWorkloads';
import { record, records, text, type Json } from './manifestValues';

/** What the probes of an app process ask: ready (and started) on /readyz, alive on /healthz. */
const PROBE_PATHS: Record<string, string> = { startupProbe: '/readyz', readinessProbe: '/readyz', livenessProbe: '/healthz' };

/** Time a process needs after SIGTERM, beyond SHUTDOWN_DELAY_MS, to let requests finish and close its storage. */
export const DRAIN_SECONDS = 5;

/** The app processes' main containers (not the relay, not a replay Job's). */
const appServers = (pod: PodTemplate): Container[] =>
  containersOf(pod.spec).filter(
    (container) => !container.init && isAppImage(container.body) && entryOf([container.body.command, container.body.args]) === 'main',
  );

/**
 * Staying up through deploys and drains: every Deployment but the relay's has a PodDisruptionBudget
 * that lets one pod go, each HorizontalPodAutoscaler scales a Deployment whose containers request CPU,
 * and an app process is probed on /readyz and /healthz and given the time to drain when it stops.
 */
export function availabilityProblems(objects: K8sObject[]): string[] {
  return [...budgetProblems(objects), ...autoscalerProblems(objects), ...podTemplates(objects).flatMap((pod) => serverProblems(pod, objects))];
}

const budgets = (objects: K8sObject[]) => objects.filter((object) => object.kind === 'PodDisruptionBudget');
const autoscalers = (objects: K8sObject[]) => objects.filter((object) => object.kind === 'HorizontalPodAutoscaler');

/** The fewest pods a Deployment runs: its replicas, or its autoscaler's minReplicas (1 when unset). */
function fewestPods(deployment: K8sObject, objects: K8sObject[]): number {
  const scaler = autoscalers(objects).find((hpa) => isScaling(hpa, deployment));
  const replicas = scaler ? record(scaler.body.spec).minReplicas : record(deployment.body.spec).replicas;
  return typeof replicas === 'number' ? replicas : 1;
}

const isScaling = (hpa: K8sObject, deployment: K8sObject) => {
  const target = record(record(hpa.body.spec).scaleTargetRef);
  return hpa.namespace === deployment.namespace && target.kind === 'Deployment' && target.name === deployment.name;
};

function budgetProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const budget of budgets(objects)) {
    const pods = podTemplates(objects).filter(
      (pod) => pod.owner.namespace === budget.namespace && selects(record(record(budget.body.spec).selector), pod.labels),
    );
    if (pods.length === 0) problems.push(`${describe(budget)}: its selector matches no pod`);
  }
  for (const pod of podTemplates(objects).filter((template) => template.owner.kind === 'Deployment' && !runsRelay(template))) {
    const at = describe(pod.owner);
    const covering = budgets(objects).filter(
      (budget) => budget.namespace === pod.owner.namespace && selects(record(record(budget.body.spec).selector), pod.labels),
    );
    if (covering.length === 0) {
      problems.push(`${at}: no PodDisruptionBudget covers its pods (a drain may stop them all at once)`);
      continue;
    }
    const fewest = fewestPods(pod.owner, objects);
    for (const budget of covering) {
      const { minAvailable, maxUnavailable } = record(budget.body.spec);
      if (typeof minAvailable === 'number' && minAvailable >= fewest)
        problems.push(`${describe(budget)}: minAvailable ${minAvailable} with ${fewest} pod(s) of Deployment ${pod.owner.name} blocks every drain`);
      if (maxUnavailable === 0 || maxUnavailable === '0%') problems.push(`${describe(budget)}: maxUnavailable 0 blocks every drain`);
    }
  }
  return problems;
}

function autoscalerProblems(objects: K8sObject[]): string[] {
  return autoscalers(objects).flatMap((hpa) => {
    const at = describe(hpa);
    const spec = record(hpa.body.spec);
    const deployment = objects.find((object) => object.kind === 'Deployment' && isScaling(hpa, object));
    if (!deployment) return [`${at}: scaleTargetRef names no Deployment defined here`];
    const problems: string[] = [];
    if (typeof spec.minReplicas === 'number' && typeof spec.maxReplicas === 'number' && spec.minReplicas > spec.maxReplicas)
      problems.push(`${at}: minReplicas ${spec.minReplicas} is above maxReplicas ${spec.maxReplicas}`);
    const onCpu = records(spec.metrics).some((metric) => record(metric.resource).name === 'cpu');
    const requestsCpu = containersOf(record(record(record(deployment.body.spec).template).spec))
      .filter((container) => !container.init)
      .every((container) => record(record(container.body.resources).requests).cpu !== undefined);
    if (onCpu && !requestsCpu) problems.push(`${at}: scales on CPU, but a container of Deployment ${deployment.name} requests none`);
    if (runsRelay({ owner: deployment, labels: {}, spec: record(record(record(deployment.body.spec).template).spec), longRunning: true }))
      problems.push(`${at}: the relay publishes alone and is not scaled`);
    return problems;
  });
}

const httpPath = (probe: unknown) => text(record(record(probe).httpGet).path);

/** An app process's probes and its stop: the endpoints drop it (preStop, SHUTDOWN_DELAY_MS) before it closes, within the grace period. */
function serverProblems(pod: PodTemplate, objects: K8sObject[]): string[] {
  if (!pod.longRunning) return [];
  return appServers(pod).flatMap((container) => {
    const at = `${describe(pod.owner)}, container ${String(container.body.name)}`;
    const problems: string[] = [];
    for (const [probe, path] of Object.entries(PROBE_PATHS)) {
      const asked = httpPath(container.body[probe]);
      if (asked !== path) problems.push(`${at}: ${probe} must ask ${path}${asked ? `, not ${asked}` : ''}`);
    }
    const env = containerEnv(container.body, objects);
    const delayMs = Number(env.SHUTDOWN_DELAY_MS ?? 0);
    if (!(delayMs > 0)) problems.push(`${at}: no SHUTDOWN_DELAY_MS: the server would close while proxies still send it requests`);
    const preStop = preStopSeconds(container.body);
    const grace = pod.spec.terminationGracePeriodSeconds;
    const needed = preStop + Math.ceil(delayMs / 1000) + DRAIN_SECONDS;
    if (typeof grace === 'number' && grace < needed)
      problems.push(
        `${at}: terminationGracePeriodSeconds ${grace} is under preStop ${preStop} s + SHUTDOWN_DELAY_MS ${delayMs / 1000} s + ${DRAIN_SECONDS} s to drain`,
      );
    return problems;
  });
}

/** How long a container's preStop hook waits: `sleep N` (exec) or the sleep action; 0 without one. */
function preStopSeconds(container: Json): number {
  const preStop = record(record(container.lifecycle).preStop);
  const command = record(preStop.exec).command;
  if (Array.isArray(command)) {
    const seconds = Number(
      command
        .map(String)
        .join(' ')
        .match(/\bsleep\s+(\d+)/)?.[1],
    );
    if (Number.isFinite(seconds)) return seconds;
  }
  const sleep = record(preStop.sleep).seconds;
  return typeof sleep === 'number' ? sleep : 0;
}
