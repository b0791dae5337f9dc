import { isRecord, record, records, text, type Json } from './manifestValues';

export interface K8sObject {
  /** The file it came from, for messages. */
  file: string;
  kind: string;
  name: string;
  namespace?: string;
  body: Json;
}

export interface PodTemplate {
  owner: K8sObject;
  labels: Record<string, string>;
  spec: Json;
  /** Deployments, StatefulSets and DaemonSets run until stopped; Jobs run to completion. */
  longRunning: boolean;
}

const LONG_RUNNING = ['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet'];

/** The objects of a file's documents; a document that is not one is a problem. */
export function k8sObjects(file: string, docs: unknown[]): { objects: K8sObject[]; problems: string[] } {
  const objects: K8sObject[] = [];
  const problems: string[] = [];
  docs.forEach((doc, index) => {
    const metadata = record(record(doc).metadata);
    const kind = text(record(doc).kind);
    const name = text(metadata.name);
    if (!isRecord(doc) || !text(doc.apiVersion) || !kind || !name) problems.push(`${file}: document ${index + 1} has no apiVersion, kind or metadata.name`);
    else objects.push({ file, kind, name, namespace: text(metadata.namespace), body: doc });
  });
  return { objects, problems };
}

export const named = (objects: K8sObject[], kind: string, name: unknown) => objects.find((object) => object.kind === kind && object.name === name);

export const describe = (object: K8sObject) => `${object.file}: ${object.kind} ${object.name}`;

export function podTemplate(object: K8sObject): PodTemplate | undefined {
  const spec = record(object.body.spec);
  const template = object.kind === 'CronJob' ? record(record(record(spec.jobTemplate).spec).template) : record(spec.template);
  if (!LONG_RUNNING.includes(object.kind) && !['Job', 'CronJob'].includes(object.kind)) return undefined;
  const labels = record(record(template.metadata).labels) as Record<string, string>;
  return { owner: object, labels, spec: record(template.spec), longRunning: LONG_RUNNING.includes(object.kind) };
}

export const podTemplates = (objects: K8sObject[]): PodTemplate[] => objects.flatMap((object) => podTemplate(object) ?? []);

export interface Container {
  body: Json;
  init: boolean;
}

export const containersOf = (spec: Json): Container[] => [
  ...records(spec.initContainers).map((body) => ({ body, init: true })),
  ...records(spec.containers).map((body) => ({ body, init: false })),
];

/** A label selector (`matchLabels` and `matchExpressions`, or a Service's plain map) against a pod's labels. */
export function selects(selector: Json, labels: Record<string, string>): boolean {
  const plain = 'matchLabels' in selector || 'matchExpressions' in selector ? record(selector.matchLabels) : selector;
  const byLabel = Object.entries(plain).every(([key, value]) => labels[key] === value);
  return byLabel && records(selector.matchExpressions).every((expression) => matchesExpression(expression, labels));
}

function matchesExpression(expression: Json, labels: Record<string, string>): boolean {
  const key = text(expression.key) ?? '';
  const values = Array.isArray(expression.values) ? expression.values.map(String) : [];
  switch (expression.operator) {
    case 'In':
      return values.includes(labels[key]);
    case 'NotIn':
      return !values.includes(labels[key]);
    case 'Exists':
      return key in labels;
    case 'DoesNotExist':
      return !(key in labels);
    default:
      return false;
  }
}

/** Whether a container declares a port, by number or by name. */
export function declaresPort(container: Json, port: unknown): boolean {
  return records(container.ports).some((declared) => (typeof port === 'number' ? declared.containerPort === port : declared.name === port));
}

/** Whether a pod's containers declare a port. */
export const podDeclaresPort = (pod: PodTemplate, port: unknown) => containersOf(pod.spec).some((container) => declaresPort(container.body, port));
