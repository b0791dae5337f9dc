import type { DeployVariables } from './composeChecks';
import { checkKubernetes } from './kubernetesChecks';
import { k8sObjects } from './kubernetesObjects';
import { kubernetesRegistryProblems } from './kubernetesRegistry';
import { parseYaml } from './yamlFiles';

const vars: DeployVariables = {
  codeVars: new Set(['PORT', 'ADMIN_PASSWORD', 'MF_REGISTRY_FILE', 'DATABASE_URL', 'SHUTDOWN_DELAY_MS', 'METRICS_PORT']),
  remoteTemplateVars: new Set(['SHELL_ORIGIN']),
};

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
data: { PORT: '8081', MF_REGISTRY_FILE: /etc/registry/mf-registry.json, SHUTDOWN_DELAY_MS: '5000' }
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
stringData: { ADMIN_PASSWORD: '\${ADMIN_PASSWORD}', DATABASE_URL: 'postgres://app:\${DB_PASSWORD}@db:5432/app' }
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
  replicas: 2
  strategy: { type: RollingUpdate, rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } }
  selector: { matchLabels: { app: app } }
  template:
    metadata: { labels: { app: app, tier: service } }
    spec:
      terminationGracePeriodSeconds: 15
      containers:
        - name: app
          image: reality-draft/app:0.1.0
          ports: [{ name: http, containerPort: 8081 }, { name: metrics, containerPort: 9464 }]
          envFrom: [{ configMapRef: { name: app-config } }]
          env:
            - name: ADMIN_PASSWORD
              valueFrom: { secretKeyRef: { name: app-secrets, key: ADMIN_PASSWORD } }
            - name: DATABASE_URL
              valueFrom: { secretKeyRef: { name: app-secrets, key: DATABASE_URL } }
          startupProbe: { httpGet: { path: /readyz, port: http }, periodSeconds: 10, failureThreshold: 60 }
          readinessProbe: { httpGet: { path: /readyz, port: http } }
          livenessProbe: { httpGet: { path: /healthz, port: 8081 } }
          lifecycle: { preStop: { exec: { command: [sleep, '3'] } } }
          resources: { requests: { cpu: 100m, memory: 128Mi }, limits: { memory: 512Mi } }
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
  replicas: 2
  strategy: { rollingUpdate: { maxUnavailable: 0 } }
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
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata: { name: app-ingress, namespace: rd }
spec:
  podSelector: { matchLabels: { app: app } }
  policyTypes: [Ingress]
  ingress:
    - ports: [{ port: http }]
    - from: [{ namespaceSelector: { matchLabels: { kubernetes.io/metadata.name: monitoring } } }]
      ports: [{ port: metrics }]
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata: { name: app, namespace: rd }
spec: { minAvailable: 1, selector: { matchLabels: { app: app } } }
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata: { name: mf, namespace: rd }
spec: { maxUnavailable: 1, selector: { matchLabels: { app: mf } } }
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata: { name: app, namespace: rd }
spec:
  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: app }
  minReplicas: 2
  maxReplicas: 4
  metrics: [{ type: Resource, resource: { name: cpu, target: { type: Utilization, averageUtilization: 70 } } }]
---
apiVersion: gateway.networking.k8s.io/v1
kind: Gateway
metadata: { name: edge, namespace: rd }
spec:
  gatewayClassName: eg
  listeners: [{ name: web, protocol: HTTP, port: 80 }]
---
apiVersion: gateway.networking.k8s.io/v1
kind: HTTPRoute
metadata: { name: app, namespace: rd }
spec:
  parentRefs: [{ name: edge, sectionName: web }]
  hostnames: [app.example.com]
  rules:
    - backendRefs: [{ name: app, port: 8081 }]
---
apiVersion: batch/v1
kind: Job
metadata: { name: replay, namespace: rd }
spec:
  template:
    metadata: { labels: { app: replay, tier: service } }
    spec:
      restartPolicy: Never
      containers:
        - name: replay
          image: reality-draft/app:0.1.0
          command: [node, services/gateway/dist/replay.js, --all]
          env:
            - name: DATABASE_URL
              valueFrom: { secretKeyRef: { name: app-secrets, key: DATABASE_URL } }
          resources: { requests: { memory: 128Mi }, limits: { memory: 512Mi } }
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

  it('refuses a Deployment that would stop pods before new ones are ready', () => {
    expect(problemsOf(edit('strategy: { type: RollingUpdate, rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } }', 'strategy: { type: Recreate }'))).toEqual([
      'test.yaml: Deployment app: strategy Recreate: a deploy would stop every pod before a new one is ready; use RollingUpdate',
    ]);
    expect(problemsOf(edit('strategy: { rollingUpdate: { maxUnavailable: 0 } }', 'strategy: { rollingUpdate: { maxUnavailable: 25% } }'))).toEqual([
      'test.yaml: Deployment mf: RollingUpdate without maxUnavailable 0 stops old pods before new ones are ready',
    ]);
    expect(problemsOf(edit('  strategy: { rollingUpdate: { maxUnavailable: 0 } }\n', ''))).toEqual([
      'test.yaml: Deployment mf: RollingUpdate without maxUnavailable 0 stops old pods before new ones are ready',
    ]);
  });

  it('keeps the relay alone: recreated, never rolled into two publishers', () => {
    const relay = edit(
      '          envFrom: [{ configMapRef: { name: app-config } }]\n',
      "          command: ['node', 'services/gateway/dist/relay.js']\n          envFrom: [{ configMapRef: { name: app-config } }]\n",
    );
    expect(problemsOf(relay)).toEqual(
      expect.arrayContaining([
        'test.yaml: Deployment app: the relay publishes alone: its Deployment uses strategy Recreate',
        'test.yaml: HorizontalPodAutoscaler app: the relay publishes alone and is not scaled',
      ]),
    );
  });

  it('wants a PodDisruptionBudget per Deployment that lets one pod go', () => {
    expect(
      problemsOf(
        edit('spec: { maxUnavailable: 1, selector: { matchLabels: { app: mf } } }', 'spec: { maxUnavailable: 1, selector: { matchLabels: { app: mfe } } }'),
      ),
    ).toEqual([
      'test.yaml: PodDisruptionBudget mf: its selector matches no pod',
      'test.yaml: Deployment mf: no PodDisruptionBudget covers its pods (a drain may stop them all at once)',
    ]);
    expect(
      problemsOf(
        edit('spec: { minAvailable: 1, selector: { matchLabels: { app: app } } }', 'spec: { minAvailable: 2, selector: { matchLabels: { app: app } } }'),
      ),
    ).toEqual(['test.yaml: PodDisruptionBudget app: minAvailable 2 with 2 pod(s) of Deployment app blocks every drain']);
    expect(
      problemsOf(
        edit('spec: { maxUnavailable: 1, selector: { matchLabels: { app: mf } } }', 'spec: { maxUnavailable: 0, selector: { matchLabels: { app: mf } } }'),
      ),
    ).toEqual(['test.yaml: PodDisruptionBudget mf: maxUnavailable 0 blocks every drain']);
    // The autoscaler's minimum counts, not the replicas written in the Deployment.
    expect(problemsOf(edit('  minReplicas: 2\n', '  minReplicas: 1\n'))).toEqual([
      'test.yaml: PodDisruptionBudget app: minAvailable 1 with 1 pod(s) of Deployment app blocks every drain',
    ]);
  });

  it('wants an autoscaler to scale a Deployment defined here, on CPU it requests', () => {
    expect(problemsOf(edit('kind: Deployment, name: app }', 'kind: Deployment, name: api }'))).toEqual([
      'test.yaml: HorizontalPodAutoscaler app: scaleTargetRef names no Deployment defined here',
    ]);
    expect(problemsOf(edit('requests: { cpu: 100m, memory: 128Mi }', 'requests: { memory: 128Mi }'))).toEqual([
      'test.yaml: HorizontalPodAutoscaler app: scales on CPU, but a container of Deployment app requests none',
    ]);
    expect(problemsOf(edit('  maxReplicas: 4\n', '  maxReplicas: 1\n'))).toEqual([
      'test.yaml: HorizontalPodAutoscaler app: minReplicas 2 is above maxReplicas 1',
    ]);
  });

  it('probes an app process ready on /readyz and alive on /healthz, and lets it drain before it stops', () => {
    expect(
      problemsOf(edit('readinessProbe: { httpGet: { path: /readyz, port: http } }', 'readinessProbe: { httpGet: { path: /healthz, port: http } }')),
    ).toEqual(['test.yaml: Deployment app, container app: readinessProbe must ask /readyz, not /healthz']);
    expect(
      problemsOf(
        edit(
          'startupProbe: { httpGet: { path: /readyz, port: http }, periodSeconds: 10, failureThreshold: 60 }',
          'startupProbe: { tcpSocket: { port: http } }',
        ),
      ),
    ).toEqual(['test.yaml: Deployment app, container app: startupProbe must ask /readyz']);
    expect(problemsOf(edit('livenessProbe: { httpGet: { path: /healthz, port: 8081 } }', 'livenessProbe: { httpGet: { path: /readyz, port: 8081 } }'))).toEqual(
      ['test.yaml: Deployment app, container app: livenessProbe must ask /healthz, not /readyz'],
    );
    expect(problemsOf(edit(", SHUTDOWN_DELAY_MS: '5000' }", ' }'))).toEqual([
      'test.yaml: Deployment app, container app: no SHUTDOWN_DELAY_MS: the server would close while proxies still send it requests',
    ]);
    expect(problemsOf(edit("SHUTDOWN_DELAY_MS: '5000'", "SHUTDOWN_DELAY_MS: '8000'"))).toEqual([
      'test.yaml: Deployment app, container app: terminationGracePeriodSeconds 15 is under preStop 3 s + SHUTDOWN_DELAY_MS 8 s + 5 s to drain',
    ]);
  });

  it('keeps /metrics inside: a port of its own, behind no exposed Service, open to the monitoring namespace only', () => {
    expect(problemsOf(edit(', { name: metrics, containerPort: 9464 }]', ']'))).toEqual([
      'test.yaml: NetworkPolicy app-ingress: port metrics is not declared by app',
      'test.yaml: Deployment app, container app: no container port named metrics (METRICS_PORT 9464)',
    ]);
    expect(problemsOf(edit("SHUTDOWN_DELAY_MS: '5000' }", "SHUTDOWN_DELAY_MS: '5000', METRICS_PORT: '9100' }"))).toEqual([
      'test.yaml: Deployment app, container app: port metrics is 9464, but METRICS_PORT is 9100',
    ]);
    expect(
      problemsOf(
        edit(
          'ports: [{ name: http, port: 8081, targetPort: http }]',
          'ports: [{ name: http, port: 8081, targetPort: http }, { name: metrics, port: 9464, targetPort: metrics }]',
        ),
      ),
    ).toEqual(['test.yaml: Service app: sends outside traffic (Ingress, HTTPRoute) to the metrics port of Deployment app']);
    expect(problemsOf(edit('    - ports: [{ port: http }]\n', '    - ports: [{ port: http }, { port: metrics }]\n'))).toEqual([
      'test.yaml: NetworkPolicy app-ingress: opens the metrics port of Deployment app beyond a monitoring namespace',
    ]);
    expect(problemsOf(edit('    - ports: [{ port: http }]\n', '    - {}\n'))).toEqual([
      'test.yaml: NetworkPolicy app-ingress: opens the metrics port of Deployment app beyond a monitoring namespace',
    ]);
    const noPolicy = edit(
      'metadata: { name: app-ingress, namespace: rd }\nspec:\n  podSelector: { matchLabels: { app: app } }',
      'metadata: { name: app-ingress, namespace: rd }\nspec:\n  podSelector: { matchLabels: { app: mf } }',
    );
    expect(problemsOf(noPolicy)).toEqual(
      expect.arrayContaining(['test.yaml: Deployment app, container app: no NetworkPolicy restricts who reaches its metrics port']),
    );
  });

  it("admits every pod that opens the database, a Job's too, through the database's NetworkPolicy", () => {
    expect(problemsOf(edit('metadata: { labels: { app: replay, tier: service } }', 'metadata: { labels: { app: replay, tier: job } }'))).toEqual([
      'test.yaml: Job replay: its pods (app=replay, tier=job) reach db through test.yaml: NetworkPolicy db-from-app, which does not admit them',
    ]);
  });

  it('sends an HTTPRoute to a Gateway and listener defined here, and to Services and ports that exist', () => {
    expect(problemsOf(edit('backendRefs: [{ name: app, port: 8081 }]', 'backendRefs: [{ name: app, port: 8080 }]'))).toEqual([
      'test.yaml: HTTPRoute app: backendRef port 8080 is not a port of Service app',
    ]);
    expect(problemsOf(edit('backendRefs: [{ name: app, port: 8081 }]', 'backendRefs: [{ name: gateway, port: 8081 }]'))).toEqual([
      'test.yaml: HTTPRoute app: backendRef Service "gateway" is not defined',
    ]);
    expect(problemsOf(edit('parentRefs: [{ name: edge, sectionName: web }]', 'parentRefs: [{ name: edge, sectionName: https }]'))).toEqual([
      'test.yaml: HTTPRoute app: parentRef sectionName "https" is not a listener of Gateway edge',
    ]);
    expect(problemsOf(edit('parentRefs: [{ name: edge, sectionName: web }]', 'parentRefs: [{ name: edges }]'))).toEqual([
      'test.yaml: HTTPRoute app: parentRef Gateway "edges" is not defined',
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
      'test.yaml: Deployment app, container app: no SHUTDOWN_DELAY_MS: the server would close while proxies still send it requests',
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
    expect(problemsOf(edit("stringData: { ADMIN_PASSWORD: '${ADMIN_PASSWORD}',", 'stringData: { ADMIN_PASSWORD: hunter2,'))).toEqual([
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
    expect(problemsOf(edit('values: [service]', 'values: [gateway]'))).toEqual([
      'test.yaml: NetworkPolicy db-from-app: a from.podSelector matches no pod',
      'test.yaml: Deployment app: its pods (app=app, tier=service) reach db through test.yaml: NetworkPolicy db-from-app, which does not admit them',
      'test.yaml: Job replay: its pods (app=replay, tier=service) reach db through test.yaml: NetworkPolicy db-from-app, which does not admit them',
    ]);
    expect(problemsOf(edit('ports: [{ port: pg }]', 'ports: [{ port: postgres }]'))).toEqual([
      'test.yaml: NetworkPolicy db-from-app: port postgres is not declared by db',
      'test.yaml: Deployment app: its pods (app=app, tier=service) reach db through test.yaml: NetworkPolicy db-from-app, which does not admit them',
      'test.yaml: Job replay: its pods (app=replay, tier=service) reach db through test.yaml: NetworkPolicy db-from-app, which does not admit them',
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
