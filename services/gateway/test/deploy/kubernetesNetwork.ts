import { describe, named, podDeclaresPort, podTemplates, selects, type K8sObject, type PodTemplate } from './kubernetesObjects';
import { isRecord, record, records, text, type Json } from './manifestValues';

const podsSelectedBy = (objects: K8sObject[], selector: Json, namespace: string | undefined): PodTemplate[] =>
  podTemplates(objects).filter((pod) => pod.owner.namespace === namespace && selects(selector, pod.labels));

export function serviceProblems(objects: K8sObject[]): string[] {
  return objects
    .filter((object) => object.kind === 'Service' && record(object.body.spec).type !== 'ExternalName')
    .flatMap((service) => {
      const spec = record(service.body.spec);
      const selector = record(spec.selector);
      if (Object.keys(selector).length === 0) return [`${describe(service)}: no selector`];
      const pods = podsSelectedBy(objects, selector, service.namespace);
      if (pods.length === 0) return [`${describe(service)}: its selector matches no Deployment's or StatefulSet's pod labels`];
      return records(spec.ports).flatMap((port) => {
        const target = port.targetPort ?? port.port;
        return pods
          .filter((pod) => !podDeclaresPort(pod, target))
          .map(
            (pod) =>
              `${describe(service)}: port ${String(port.name ?? port.port)} targets ${String(target)}, which ${pod.owner.kind} ${pod.owner.name} does not declare`,
          );
      });
    });
}

/** Each Ingress backend: the Service it names and the port. */
export function ingressBackends(ingress: K8sObject): { host?: string; service: Json }[] {
  const spec = record(ingress.body.spec);
  const fromRules = records(spec.rules).flatMap((rule) =>
    records(record(rule.http).paths).map((path) => ({ host: text(rule.host), service: record(record(path.backend).service) })),
  );
  const fallback = isRecord(spec.defaultBackend) ? [{ service: record(spec.defaultBackend.service) }] : [];
  return [...fromRules, ...fallback];
}

export function ingressProblems(objects: K8sObject[]): string[] {
  return objects
    .filter((object) => object.kind === 'Ingress')
    .flatMap((ingress) =>
      ingressBackends(ingress).flatMap(({ host, service: backend }) => {
        const at = `${describe(ingress)}${host ? ` (${host})` : ''}`;
        const service = named(objects, 'Service', backend.name);
        if (!service) return [`${at}: backend Service "${String(backend.name)}" is not defined`];
        const port = record(backend.port);
        const ports = records(record(service.body.spec).ports);
        const known = port.name !== undefined ? ports.some((p) => p.name === port.name) : ports.some((p) => p.port === port.number);
        return known ? [] : [`${at}: backend port ${String(port.name ?? port.number)} is not a port of Service ${service.name}`];
      }),
    );
}

export function networkPolicyProblems(objects: K8sObject[]): string[] {
  return objects
    .filter((object) => object.kind === 'NetworkPolicy')
    .flatMap((policy) => {
      const spec = record(policy.body.spec);
      const pods = podsSelectedBy(objects, record(spec.podSelector), policy.namespace);
      if (pods.length === 0) return [`${describe(policy)}: podSelector matches no pod`];
      return records(spec.ingress).flatMap((rule) => [
        ...records(rule.from)
          .filter((peer) => isRecord(peer.podSelector) && !peer.namespaceSelector && podsSelectedBy(objects, peer.podSelector, policy.namespace).length === 0)
          .map(() => `${describe(policy)}: a from.podSelector matches no pod`),
        ...records(rule.ports).flatMap((port) =>
          pods
            .filter((pod) => !podDeclaresPort(pod, port.port))
            .map((pod) => `${describe(policy)}: port ${String(port.port)} is not declared by ${pod.owner.name}`),
        ),
      ]);
    });
}

/** A Gateway API HTTPRoute's backends: the Services it sends to, with their port numbers. */
export function routeBackends(route: K8sObject): { name: unknown; port: unknown; kind: string }[] {
  return records(record(route.body.spec).rules).flatMap((rule) =>
    records(rule.backendRefs).map((ref) => ({ name: ref.name, port: ref.port, kind: text(ref.kind) ?? 'Service' })),
  );
}

/** Each HTTPRoute attaches to a Gateway defined here (and one of its listeners), and sends to Services and ports that exist. */
export function httpRouteProblems(objects: K8sObject[]): string[] {
  return objects
    .filter((object) => object.kind === 'HTTPRoute')
    .flatMap((route) => {
      const at = describe(route);
      const parents = records(record(route.body.spec).parentRefs);
      const problems: string[] = parents.length === 0 ? [`${at}: no parentRefs: it attaches to no Gateway`] : [];
      for (const parent of parents.filter((ref) => (text(ref.kind) ?? 'Gateway') === 'Gateway' && !ref.namespace)) {
        const gateway = objects.find((object) => object.kind === 'Gateway' && object.name === parent.name && object.namespace === route.namespace);
        if (!gateway) problems.push(`${at}: parentRef Gateway "${String(parent.name)}" is not defined`);
        else if (parent.sectionName !== undefined && !records(record(gateway.body.spec).listeners).some((listener) => listener.name === parent.sectionName))
          problems.push(`${at}: parentRef sectionName "${String(parent.sectionName)}" is not a listener of Gateway ${gateway.name}`);
      }
      for (const backend of routeBackends(route).filter((ref) => ref.kind === 'Service')) {
        const service = named(objects, 'Service', backend.name);
        if (!service) problems.push(`${at}: backendRef Service "${String(backend.name)}" is not defined`);
        else if (!records(record(service.body.spec).ports).some((port) => port.port === backend.port))
          problems.push(`${at}: backendRef port ${String(backend.port)} is not a port of Service ${service.name}`);
      }
      return problems;
    });
}

/** The Services an Ingress or an HTTPRoute sends outside traffic to. */
export function exposedServices(objects: K8sObject[]): K8sObject[] {
  const names = new Set<unknown>([
    ...objects.filter((object) => object.kind === 'Ingress').flatMap((ingress) => ingressBackends(ingress).map((backend) => backend.service.name)),
    ...objects
      .filter((object) => object.kind === 'HTTPRoute')
      .flatMap((route) =>
        routeBackends(route)
          .filter((ref) => ref.kind === 'Service')
          .map((ref) => ref.name),
      ),
  ]);
  return objects.filter((object) => object.kind === 'Service' && names.has(object.name));
}

/** Whether a NetworkPolicy port entry (or a rule without ports: every port) opens a pod's port, given by name or number. */
export function opensPort(rule: Json, port: { name?: string; number: number }): boolean {
  const ports = records(rule.ports);
  if (!Array.isArray(rule.ports) || ports.length === 0) return true;
  return ports.some((entry) => entry.port === undefined || entry.port === port.number || (port.name !== undefined && entry.port === port.name));
}

/** The NetworkPolicies restricting who reaches a pod (Ingress): none means anyone may. */
export const policiesOver = (objects: K8sObject[], pod: PodTemplate): K8sObject[] =>
  objects.filter(
    (object) =>
      object.kind === 'NetworkPolicy' &&
      object.namespace === pod.owner.namespace &&
      selects(record(record(object.body.spec).podSelector), pod.labels) &&
      (!Array.isArray(record(object.body.spec).policyTypes) || (record(object.body.spec).policyTypes as unknown[]).includes('Ingress')),
  );
