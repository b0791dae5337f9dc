import type { DeployVariables } from './composeChecks';
import { checkKubernetes } from './kubernetesChecks';
import { k8sObjects } from './kubernetesObjects';
import { kubernetesRegistryProblems } from './kubernetesRegistry';
import { parseYaml } from './yamlFiles';

const vars: DeployVariables = { codeVars: new Set(['PORT', 'ADMIN_PASSWORD', 'MF_REGISTRY_FILE']), remoteTemplateVars: new Set(['SHELL_ORIGIN']) };

const REGISTRY = JSON.stringify(
  Object.fromEntries(['mf_drafts', 'mf_admin', 'mf_player', 'mf_minigames'].map((name) => [name, 'https://mf.example.com/mf-manifest.json'])),
);

/** A small set of manifests that passes: an app process, a remote, a database, and what wires them. */
const GOOD = `
apiVersion: v1
kind: Namespace
metadata: { name: rd }
---
apiVersion: v1
kind: ConfigMap
metadata: { name: app-config, namespace: rd }
data: { PORT: '8081', MF_REGISTRY_FILE: /etc/registry/mf-registry.json }
---
apiVersion: v1
kind: ConfigMap
metadata: { name: mf-registry, namespace: rd }
data:
  mf-registry.json: '${REGISTRY}'
---
apiVersion: v1
kind: ConfigMap
metadata: { name: mf-remotes, namespace: rd }
data: { SHELL_ORIGIN: https://app.example.com }
---
apiVersion: v1
kind: Secret
metadata: { name: app-secrets, namespace: rd }
stringData: { ADMIN_PASSWORD: '\${ADMIN_PASSWORD}' }
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata: { name: app-data, namespace: rd }
spec: { accessModes: [ReadWriteOnce], resources: { requests: { storage: 1Gi } } }
---
apiVersion: apps/v1
kind: Deployment
metadata: { name: app, namespace: rd }
spec:
  strategy: { type: Recreate }
  selector: { matchLabels: { app: app } }
  template:
    metadata: { labels: { app: app, tier: service } }
    spec:
      terminationGracePeriodSeconds: 15
      containers:
        - name: app
          image: reality-draft/app:0.1.0
          ports: [{ name: http, containerPort: 8081 }]
          envFrom: [{ configMapRef: { name: app-config } }]
          env:
            - name: ADMIN_PASSWORD
              valueFrom: { secretKeyRef: { name: app-secrets, key: ADMIN_PASSWORD } }
          readinessProbe: { httpGet: { path: /healthz, port: http } }
          livenessProbe: { httpGet: { path: /healthz, port: 8081 } }
          resources: { requests: { memory: 128Mi }, limits: { memory: 512Mi } }
          volumeMounts:
            - { name: registry, mountPath: /etc/registry }
            - { name: data, mountPath: /var/lib/app }
      volumes:
        - { name: registry, configMap: { name: mf-registry } }
        - { name: data, persistentVolumeClaim: { claimName: app-data } }
---
apiVersion: v1
kind: Service
metadata: { name: app, namespace: rd }
spec:
  selector: { app: app }
  ports: [{ name: http, port: 8081, targetPort: http }]
---
apiVersion: apps/v1
kind: Deployment
metadata: { name: mf, namespace: rd }
spec:
  selector: { matchLabels: { app: mf } }
  template:
    metadata: { labels: { app: mf } }
    spec:
      terminationGracePeriodSeconds: 10
      containers:
        - name: nginx
          image: reality-draft/mf-admin:0.1.0
          ports: [{ name: http, containerPort: 8080 }]
          env:
            - name: SHELL_ORIGIN
              valueFrom: { configMapKeyRef: { name: mf-remotes, key: SHELL_ORIGIN } }
          readinessProbe: { httpGet: { path: /healthz, port: http } }
          livenessProbe: { tcpSocket: { port: http } }
          resources: { requests: { memory: 16Mi }, limits: { memory: 64Mi } }
---
apiVersion: v1
kind: Service
metadata: { name: mf, namespace: rd }
spec:
  selector: { app: mf }
  ports: [{ port: 8080 }]
---
apiVersion: apps/v1
kind: StatefulSet
metadata: { name: db, namespace: rd }
spec:
  serviceName: db
  selector: { matchLabels: { app: db } }
  template:
    metadata: { labels: { app: db } }
    spec:
      terminationGracePeriodSeconds: 60
      containers:
        - name: postgres
          image: postgres:15-alpine
          ports: [{ name: pg, containerPort: 5432 }]
          readinessProbe: { exec: { command: [pg_isready] } }
          livenessProbe: { tcpSocket: { port: pg } }
          resources: { requests: { memory: 256Mi }, limits: { memory: 1Gi } }
          volumeMounts: [{ name: data, mountPath: /var/lib/postgresql/data }]
  volumeClaimTemplates:
    - metadata: { name: data }
      spec: { accessModes: [ReadWriteOnce], resources: { requests: { storage: 1Gi } } }
---
apiVersion: v1
kind: Service
metadata: { name: db, namespace: rd }
spec:
  clusterIP: None
  selector: { app: db }
  ports: [{ name: pg, port: 5432, targetPort: pg }]
---
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata: { name: web, namespace: rd }
spec:
  rules:
    - host: app.example.com
      http: { paths: [{ path: /, pathType: Prefix, backend: { service: { name: app, port: { name: http } } } }] }
    - host: mf.example.com
      http: { paths: [{ path: /, pathType: Prefix, backend: { service: { name: mf, port: { number: 8080 } } } }] }
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata: { name: db-from-app, namespace: rd }
spec:
  podSelector: { matchLabels: { app: db } }
  ingress:
    - from: [{ podSelector: { matchExpressions: [{ key: tier, operator: In, values: [service] }] } }]
      ports: [{ port: pg }]
`;

/** GOOD with `from` replaced by `to` (which must be there: an edit that changes nothing tests nothing). */
function edit(from: string, to: string, source = GOOD): string {
  if (!source.includes(from)) throw new Error(`not in the manifests: ${from}`);
  return source.replace(from, to);
}

function problemsOf(source: string): string[] {
  const file = parseYaml('test.yaml', source);
  expect(file.problems).toEqual([]);
  const { objects, problems } = k8sObjects('test.yaml', file.docs);
  return [...problems, ...checkKubernetes(objects, vars), ...kubernetesRegistryProblems(objects)];
}

describe('checkKubernetes', () => {
  it('passes manifests that meet every rule', () => {
    expect(problemsOf(GOOD)).toEqual([]);
  });

  it("refuses an app process's Deployment that would roll: two pods would project into one set of read models", () => {
    expect(problemsOf(edit('strategy: { type: Recreate }', 'strategy: { type: RollingUpdate }'))).toEqual([
      "test.yaml: Deployment app: an app process's Deployment must use strategy Recreate (two pods would project into one READ_MODELS_PREFIX)",
    ]);
  });

  it('refuses a Service whose selector matches no pod, or whose target port no pod declares', () => {
    expect(problemsOf(edit('selector: { app: app }', 'selector: { app: api }'))).toEqual([
      "test.yaml: Service app: its selector matches no Deployment's or StatefulSet's pod labels",
    ]);
    expect(problemsOf(edit('ports: [{ port: 8080 }]', 'ports: [{ port: 80 }]'))).toEqual([
      'test.yaml: Service mf: port 80 targets 80, which Deployment mf does not declare',
      'test.yaml: Ingress web (mf.example.com): backend port 8080 is not a port of Service mf',
    ]);
  });

  it('refuses a reference to a ConfigMap or Secret, or a key, that is not defined', () => {
    expect(problemsOf(edit('key: ADMIN_PASSWORD', 'key: ADMIN_PASS'))).toEqual([
      'test.yaml: Deployment app, container app: ADMIN_PASSWORD reads key "ADMIN_PASS" of Secret app-secrets, which has no such key',
    ]);
    expect(problemsOf(edit('configMapKeyRef: { name: mf-remotes', 'configMapKeyRef: { name: mf-remote'))).toEqual([
      'test.yaml: Deployment mf, container nginx: SHELL_ORIGIN reads ConfigMap "mf-remote", which is not defined',
    ]);
    expect(problemsOf(edit('configMapRef: { name: app-config }', 'configMapRef: { name: app-settings }'))).toEqual([
      'test.yaml: Deployment app, container app: envFrom names ConfigMap "app-settings", which is not defined',
    ]);
    expect(problemsOf(edit('claimName: app-data', 'claimName: app-files'))).toEqual([
      'test.yaml: Deployment app: volume data claims "app-files", which is not defined',
    ]);
  });

  it("refuses a probe on a port the container does not declare, and a long-running container's missing probe", () => {
    expect(problemsOf(edit('port: 8081 }', 'port: 8080 }'))).toEqual([
      'test.yaml: Deployment app, container app: livenessProbe uses port 8080, which the container does not declare',
    ]);
    expect(problemsOf(edit('          livenessProbe: { tcpSocket: { port: http } }\n', ''))).toEqual([
      'test.yaml: Deployment mf, container nginx: no livenessProbe',
    ]);
  });

  it("refuses an app container's variable the code does not read, directly or through envFrom", () => {
    expect(problemsOf(edit("data: { PORT: '8081',", "data: { PORT: '8081', SERVICE: identity,"))).toEqual([
      'test.yaml: Deployment app, container app: envFrom ConfigMap app-config sets SERVICE, which is not a variable the code reads',
    ]);
    expect(problemsOf(edit('            - name: ADMIN_PASSWORD\n', '            - name: ADMIN_PASSWD\n'))).toEqual([
      'test.yaml: Deployment app, container app: env ADMIN_PASSWD is not a variable the code reads',
    ]);
    const plainValue = edit('              valueFrom: { secretKeyRef: { name: app-secrets, key: ADMIN_PASSWORD } }\n', '              value: hunter2\n');
    expect(problemsOf(plainValue)).toEqual([
      'test.yaml: Deployment app, container app: env ADMIN_PASSWORD holds a secret: take it from a Secret (secretKeyRef)',
    ]);
  });

  it('refuses secrets outside Secrets, and Secrets with committed values', () => {
    expect(problemsOf(edit("stringData: { ADMIN_PASSWORD: '${ADMIN_PASSWORD}' }", 'stringData: { ADMIN_PASSWORD: hunter2 }'))).toEqual([
      'test.yaml: Secret app-secrets: ADMIN_PASSWORD is a committed value, not a ${VAR} placeholder',
    ]);
    expect(problemsOf(edit("data: { PORT: '8081',", "data: { PORT: '8081', ADMIN_PASSWORD: x,"))).toEqual([
      'test.yaml: ConfigMap app-config: ADMIN_PASSWORD holds a secret: put it in a Secret',
    ]);
  });

  it('refuses an Ingress backend that is not a Service, or not its port', () => {
    expect(problemsOf(edit('service: { name: mf, port', 'service: { name: mf-admin, port'))).toEqual([
      'test.yaml: Ingress web (mf.example.com): backend Service "mf-admin" is not defined',
      'test.yaml: ConfigMap mf-registry mf-registry.json: mf_drafts points at https://mf.example.com, which no remote of this deployment serves',
      'test.yaml: ConfigMap mf-registry mf-registry.json: mf_admin points at https://mf.example.com, which no remote of this deployment serves',
      'test.yaml: ConfigMap mf-registry mf-registry.json: mf_player points at https://mf.example.com, which no remote of this deployment serves',
      'test.yaml: ConfigMap mf-registry mf-registry.json: mf_minigames points at https://mf.example.com, which no remote of this deployment serves',
    ]);
    expect(problemsOf(edit('port: { number: 8080 }', 'port: { number: 80 }'))).toEqual([
      'test.yaml: Ingress web (mf.example.com): backend port 80 is not a port of Service mf',
    ]);
  });

  it('refuses a NetworkPolicy that selects no pod or names a port they lack', () => {
    expect(problemsOf(edit('values: [service]', 'values: [gateway]'))).toEqual(['test.yaml: NetworkPolicy db-from-app: a from.podSelector matches no pod']);
    expect(problemsOf(edit('ports: [{ port: pg }]', 'ports: [{ port: postgres }]'))).toEqual([
      'test.yaml: NetworkPolicy db-from-app: port postgres is not declared by db',
    ]);
  });

  it('refuses workloads that do not hang together', () => {
    expect(problemsOf(edit('serviceName: db', 'serviceName: database'))).toEqual(['test.yaml: StatefulSet db: serviceName "database" is not a Service']);
    expect(problemsOf(edit('selector: { matchLabels: { app: app } }', 'selector: { matchLabels: { app: web } }'))).toEqual([
      "test.yaml: Deployment app: spec.selector does not select its own pod template's labels",
    ]);
    expect(problemsOf(edit('{ name: data, mountPath: /var/lib/app }', '{ name: state, mountPath: /var/lib/app }'))).toEqual([
      'test.yaml: Deployment app, container app: volumeMount state names no volume of the pod',
    ]);
    expect(problemsOf(edit('resources: { requests: { memory: 16Mi }, limits: { memory: 64Mi } }', 'resources: {}'))).toEqual([
      'test.yaml: Deployment mf, container nginx: no resources.requests.memory',
      'test.yaml: Deployment mf, container nginx: no resources.limits.memory',
    ]);
    // The StatefulSet moves out: the Service and the NetworkPolicy in rd no longer find its pods.
    expect(problemsOf(edit('metadata: { name: db, namespace: rd }', 'metadata: { name: db, namespace: default }'))).toEqual([
      'test.yaml: StatefulSet db: metadata.namespace is not rd',
      "test.yaml: Service db: its selector matches no Deployment's or StatefulSet's pod labels",
      'test.yaml: NetworkPolicy db-from-app: podSelector matches no pod',
    ]);
  });

  it("checks the gateway's registry: mounted, every remote named, https on a remote's Ingress host", () => {
    expect(problemsOf(edit('mountPath: /etc/registry }', 'mountPath: /etc/mf }'))).toEqual([
      'test.yaml: Deployment app: MF_REGISTRY_FILE /etc/registry/mf-registry.json is in no folder mounted from a ConfigMap',
    ]);
    expect(problemsOf(edit('"mf_drafts":"https://mf', '"mf_draft":"http://mf'))).toEqual([
      'test.yaml: ConfigMap mf-registry mf-registry.json: no entry for mf_drafts',
      'test.yaml: ConfigMap mf-registry mf-registry.json: mf_draft is not a remote (mf_drafts, mf_admin, mf_player, mf_minigames)',
      'test.yaml: ConfigMap mf-registry mf-registry.json: mf_draft points at http://mf.example.com, which no remote of this deployment serves',
    ]);
  });

  it('names a document that is no Kubernetes object', () => {
    const { problems } = k8sObjects('test.yaml', [{ kind: 'ConfigMap' }]);
    expect(problems).toEqual(['test.yaml: document 1 has no apiVersion, kind or metadata.name']);
  });
});
