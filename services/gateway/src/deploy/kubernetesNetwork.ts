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
