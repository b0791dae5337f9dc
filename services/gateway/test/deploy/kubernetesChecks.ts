import type { DeployVariables } from './composeChecks';
import { appProcessProblems } from './kubernetesAppConfig';
import { describe, type K8sObject } from './kubernetesObjects';
import { availabilityProblems } from './kubernetesAvailability';
import { databaseAccessProblems, metricsExposureProblems } from './kubernetesExposure';
import { httpRouteProblems, ingressProblems, networkPolicyProblems, serviceProblems } from './kubernetesNetwork';
import { workloadProblems } from './kubernetesWorkloads';
import { record, SECRET_NAME } from './manifestValues';

const CLUSTER_SCOPED = ['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PersistentVolume', 'StorageClass', 'IngressClass', 'CustomResourceDefinition'];

/** Every problem of a set of manifests (a kustomization's objects and the templates applied with them). */
export function checkKubernetes(objects: K8sObject[], vars: DeployVariables): string[] {
  return [
    ...duplicateProblems(objects),
    ...namespaceProblems(objects),
    ...workloadProblems(objects, vars),
    ...appProcessProblems(objects),
    ...serviceProblems(objects),
    ...ingressProblems(objects),
    ...networkPolicyProblems(objects),
    ...httpRouteProblems(objects),
    ...availabilityProblems(objects),
    ...metricsExposureProblems(objects),
    ...databaseAccessProblems(objects),
    ...secretObjectProblems(objects),
    ...configMapProblems(objects),
  ];
}

function duplicateProblems(objects: K8sObject[]): string[] {
  const seen = new Set<string>();
  return objects.flatMap((object) => {
    const key = `${object.kind}/${object.namespace ?? ''}/${object.name}`;
    if (seen.has(key)) return [`${describe(object)}: defined twice`];
    seen.add(key);
    return [];
  });
}

/** With one Namespace defined, every namespaced object names it (so that `kubectl apply -f` agrees with kustomize). */
function namespaceProblems(objects: K8sObject[]): string[] {
  const namespaces = objects.filter((object) => object.kind === 'Namespace');
  if (namespaces.length !== 1) return [];
  return objects
    .filter((object) => !CLUSTER_SCOPED.includes(object.kind) && object.namespace !== namespaces[0].name)
    .map((object) => `${describe(object)}: metadata.namespace is not ${namespaces[0].name}`);
}

/** Committed Secrets are templates: each value is filled in from the environment when applied. */
function secretObjectProblems(objects: K8sObject[]): string[] {
  return objects
    .filter((object) => object.kind === 'Secret')
    .flatMap((secret) => [
      ...(secret.body.data ? [`${describe(secret)}: commits base64 data; use stringData with \${VAR} placeholders`] : []),
      ...Object.entries(record(secret.body.stringData))
        .filter(([, value]) => !String(value).includes('${'))
        .map(([key]) => `${describe(secret)}: ${key} is a committed value, not a \${VAR} placeholder`),
    ]);
}

function configMapProblems(objects: K8sObject[]): string[] {
  return objects
    .filter((object) => object.kind === 'ConfigMap')
    .flatMap((configMap) =>
      Object.keys(record(configMap.body.data))
        .filter((key) => SECRET_NAME.test(key))
        .map((key) => `${describe(configMap)}: ${key} holds a secret: put it in a Secret`),
    );
}
