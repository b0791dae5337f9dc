import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkDeployFolder } from './checkDeployFolder';
import { envVarsReadByServices, RUNTIME_VARIABLES } from './codeEnvVars';
import { k8sObjects } from './kubernetesObjects';
import { routeBackends } from './kubernetesNetwork';
import { record, stringsIn } from './manifestValues';
import { readYamlFiles } from './yamlFiles';

/**
 * deploy/ as CI sees it: no Docker engine or cluster runs here, so the compose file and the Kubernetes
 * manifests are parsed and cross-checked (docs/architecture.md#versions), against the variables the code reads today.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const DEPLOY = path.join(ROOT, 'deploy');
const codeVars = new Set<string>([...envVarsReadByServices(ROOT).keys(), ...RUNTIME_VARIABLES]);

describe('deploy/', () => {
  it('is found from here, and the code’s variables with it', () => {
    expect(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).name).toBe('reality-draft');
    // One name per way of reading one: env.X, a helper given (env, 'X'), a destructured env.
    for (const name of ['PORT', 'DATABASE_URL', 'SESSION_TTL_HOURS', 'KAFKA_SASL_PASSWORD', 'SERVICES']) expect(codeVars).toContain(name);
  });

  it('has YAML files that all parse', () => {
    const files = readYamlFiles(DEPLOY);
    expect(files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['compose.yaml', 'compose.mongodb.yaml', 'k8s/kustomization.yaml', 'k8s/gateway.yaml']),
    );
    expect(files.flatMap((file) => file.problems)).toEqual([]);
  });

  it('passes every check: compose and Kubernetes against each other, the code and the nginx template', () => {
    expect(checkDeployFolder(DEPLOY, codeVars)).toEqual([]);
  });

  it("sends the app's host to the gateway Service through the Gateway API too, and runs every app process twice at least", () => {
    const objects = readYamlFiles(DEPLOY)
      .filter((file) => file.path.startsWith('k8s/') && !file.path.endsWith('kustomization.yaml'))
      .flatMap((file) => k8sObjects(file.path, file.docs).objects);
    const appRoutes = objects.filter(
      (object) => object.kind === 'HTTPRoute' && stringsIn(record(object.body.spec).hostnames).includes('reality-draft.example.com'),
    );
    expect(appRoutes.map((route) => route.name)).toEqual(['gateway']);
    expect(appRoutes.flatMap(routeBackends)).toEqual([
      { name: 'gateway', port: 8080, kind: 'Service' },
      { name: 'gateway', port: 8080, kind: 'Service' },
    ]);
    const appDeployments = objects.filter(
      (object) => object.kind === 'Deployment' && JSON.stringify(object.body).includes('reality-draft/app') && object.name !== 'relay',
    );
    expect(appDeployments.map((deployment) => [deployment.name, record(deployment.body.spec).replicas])).toEqual(
      ['identity', 'catalog', 'drafts', 'scoring', 'minigames', 'gateway'].map((name) => [name, 2]).sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  });
});

describe('a broken copy of deploy/', () => {
  let copy: string;
  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'rd-deploy-'));
    cpSync(DEPLOY, copy, { recursive: true });
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  /** Edits a copied file; an edit that finds nothing to change would test nothing. */
  function edit(file: string, from: string, to: string) {
    const full = path.join(copy, file);
    const before = readFileSync(full, 'utf8');
    if (!before.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update this test`);
    writeFileSync(full, before.replace(from, to));
  }

  it('fails, naming each thing broken', () => {
    edit('compose.yaml', "      TURN_CLOCK: '1'\n", "      TURN_CLOCKS: '1'\n");
    edit(
      'compose.yaml',
      '  drafts-2: *drafts\n',
      "  drafts-2:\n    <<: *drafts\n    environment:\n      <<: *service-env\n      SERVICES: drafts\n      PORT: '8083'\n",
    );
    edit('compose.yaml', 'scoring: { condition: service_healthy }', 'scorer: { condition: service_healthy }');
    edit('compose.yaml', 'drafts=http://drafts-2:8083', 'drafts=http://drafts-2:8093');
    edit('compose.yaml', "test: ['CMD-SHELL', 'pg_isready -U reality_draft -d reality_draft']", 'disable: true');
    edit('registry/mf-registry.json', 'localhost:8104', 'localhost:8105');
    edit('k8s/config.yaml', 'LOGIN_THROTTLE_MINUTES:', 'LOGIN_THROTTLE_MINUTE:');
    edit('k8s/kustomization.yaml', '- network-policy.yaml', '- network-policies.yaml');
    edit('k8s/scoring.yaml', 'targetPort: http', 'targetPort: web');
    edit('k8s/minigames.yaml', "value: 'minigames'", "value: 'minigame'");
    edit('k8s/identity.yaml', 'key: ADMIN_PASSWORD', 'key: ADMIN_PASSWD');
    edit('k8s/gateway.yaml', 'httpGet: { path: /healthz, port: http }', 'httpGet: { path: /healthz, port: health }');
    edit('k8s/ingress.yaml', 'name: mf-admin', 'name: mf-admn');
    edit('k8s/components/mongodb/document-store.patch.yaml', 'name: reality-draft-config', 'name: reality-draft-settings');
    edit('k8s/drafts.yaml', 'kind: Service\n', 'kind: Service\n  oops: [\n');
    edit('k8s/catalog.yaml', "value: 'https://reality-draft.example.com'", "value: 'reality-draft.example.com'");
    edit('k8s/catalog.yaml', 'readinessProbe:\n            httpGet: { path: /readyz', 'readinessProbe:\n            httpGet: { path: /healthz');
    edit('k8s/identity.yaml', 'type: RollingUpdate\n    rollingUpdate: { maxSurge: 1, maxUnavailable: 0 }', 'type: Recreate');
    edit('k8s/disruption-budgets.yaml', 'matchLabels:\n      app.kubernetes.io/name: mf-player', 'matchLabels:\n      app.kubernetes.io/name: mf-players');
    edit(
      'k8s/disruption-budgets.yaml',
      'app.kubernetes.io/name: scoring\n    app.kubernetes.io/part-of: reality-draft\n    app.kubernetes.io/component: service\nspec:\n  minAvailable: 1',
      'app.kubernetes.io/name: scoring\n    app.kubernetes.io/part-of: reality-draft\n    app.kubernetes.io/component: service\nspec:\n  minAvailable: 2',
    );
    edit('k8s/autoscaling.yaml', 'kind: Deployment\n    name: minigames', 'kind: Deployment\n    name: minigame');
    edit('k8s/config.yaml', "SHUTDOWN_DELAY_MS: '5000'", "SHUTDOWN_DELAY_MS: '30000'");
    edit('k8s/config.yaml', "S3_FORCE_PATH_STYLE: '1'", "S3_FORCE_PATH_STYLE: 'yes'");
    edit('k8s/network-policy.yaml', 'values: [gateway, service, relay, replay]', 'values: [gateway, service, relay]');
    edit('k8s/network-policy.yaml', '    - ports:\n        - port: http\n', '    - ports:\n        - port: http\n        - port: metrics\n');
    edit('k8s/gateway.yaml', '      targetPort: http\n', '      targetPort: http\n    - name: metrics\n      port: 9464\n      targetPort: metrics\n');
    edit('k8s/components/gateway-api/httproute.yaml', '        - name: gateway\n          port: 8080', '        - name: gateway\n          port: 8081');
    edit('k8s/components/gateway-api/httproute.yaml', 'sectionName: remotes', 'sectionName: remote');
    edit('Dockerfile', 'ARG NODE_IMAGE=node:24-bookworm-slim@sha256:', 'ARG NODE_IMAGE=node:24-bookworm-slim\nARG UNUSED=');

    const problems = checkDeployFolder(copy, codeVars);
    const expected = [
      'compose.yaml: services.drafts-1.environment.TURN_CLOCKS is not a variable the code reads',
      'compose.yaml: services.drafts-2 is a copy of drafts-1 (same SERVICES) with another environment (TURN_CLOCKS)',
      'compose.yaml: services.gateway.depends_on names "scorer", which is not a service',
      'compose.yaml: services.gateway: SERVICE_URLS sends drafts to port 8093, but drafts-2 listens on 8083',
      'compose.yaml: services.postgres has no healthcheck',
      'compose.yaml: services.identity waits for postgres to be healthy, but postgres has no healthcheck',
      'registry/mf-registry.json: mf_minigames points at http://localhost:8105, which no remote of this deployment serves',
      'k8s/identity.yaml: Deployment identity, container identity: envFrom ConfigMap identity-config sets LOGIN_THROTTLE_MINUTE, which is not a variable the code reads',
      'k8s/kustomization.yaml: names network-policies.yaml, which does not exist',
      "k8s/network-policy.yaml: listed in no kustomization's resources",
      'k8s/scoring.yaml: Service scoring: port http targets web, which Deployment scoring does not declare',
      'k8s/minigames.yaml: Deployment minigames, container minigames: SERVICES: "minigame" is not one of identity, catalog, drafts, scoring, minigames',
      'k8s/gateway.yaml: Deployment gateway, container gateway: SERVICE_URLS sends minigames to Service minigames, whose pods do not serve it (SERVICES)',
      'k8s/gateway.yaml: Deployment gateway, container gateway: SERVICE_URLS sends drafts to drafts:8083, which is not a Service',
      'k8s/identity.yaml: Deployment identity, container identity: ADMIN_PASSWORD reads key "ADMIN_PASSWD" of Secret reality-draft-secrets',
      'k8s/gateway.yaml: Deployment gateway, container gateway: livenessProbe uses port health',
      'k8s/ingress.yaml: Ingress remotes (mf-admin.reality-draft.example.com): backend Service "mf-admn" is not defined',
      'k8s/components/mongodb/document-store.patch.yaml: ConfigMap reality-draft-settings: patches an object that is not defined',
      'k8s/drafts.yaml: Flow sequence in block collection must be sufficiently indented',
      'k8s/catalog.yaml: Deployment catalog, container catalog: PUBLIC_URL must be the origin browsers reach the app at',
      'k8s/catalog.yaml: Deployment catalog, container catalog: readinessProbe must ask /readyz, not /healthz',
      'k8s/catalog.yaml: Deployment catalog, container catalog: S3_FORCE_PATH_STYLE must be 1 or 0, not "yes"',
      'k8s/identity.yaml: Deployment identity: strategy Recreate: a deploy would stop every pod before a new one is ready; use RollingUpdate',
      'k8s/disruption-budgets.yaml: PodDisruptionBudget mf-player: its selector matches no pod',
      'k8s/mf-player.yaml: Deployment mf-player: no PodDisruptionBudget covers its pods',
      'k8s/disruption-budgets.yaml: PodDisruptionBudget scoring: minAvailable 2 with 2 pod(s) of Deployment scoring blocks every drain',
      'k8s/autoscaling.yaml: HorizontalPodAutoscaler minigames: scaleTargetRef names no Deployment defined here',
      'k8s/identity.yaml: Deployment identity, container identity: terminationGracePeriodSeconds 30 is under preStop 3 s + SHUTDOWN_DELAY_MS 30 s + 5 s to drain',
      'k8s/replay-job.template.yaml: Job replay-${PROCESS}: its pods (app.kubernetes.io/name=replay, app.kubernetes.io/component=replay) reach postgres through k8s/network-policy.yaml: NetworkPolicy postgres-from-app, which does not admit them',
      'k8s/network-policy.yaml: NetworkPolicy gateway-ingress: opens the metrics port of Deployment gateway beyond a monitoring namespace',
      'k8s/gateway.yaml: Service gateway: sends outside traffic (Ingress, HTTPRoute) to the metrics port of Deployment gateway',
      'k8s/components/gateway-api/httproute.yaml: HTTPRoute gateway: backendRef port 8081 is not a port of Service gateway',
      'k8s/components/gateway-api/httproute.yaml: HTTPRoute mf-drafts: parentRef sectionName "remote" is not a listener of Gateway reality-draft',
      'Dockerfile: FROM ${NODE_IMAGE} (node:24-bookworm-slim) is not pinned by digest',
    ];
    expect(expected.filter((fragment) => !problems.some((problem) => problem.includes(fragment)))).toEqual([]);
  });

  it('fails when the code renames a variable the manifests set', () => {
    const renamed = new Set([...codeVars].filter((name) => name !== 'TURN_CLOCK'));
    expect(checkDeployFolder(DEPLOY, renamed)).toEqual(
      expect.arrayContaining([
        'compose.yaml: services.drafts-1.environment.TURN_CLOCK is not a variable the code reads',
        'compose.yaml: services.drafts-2.environment.TURN_CLOCK is not a variable the code reads',
        'k8s/drafts.yaml: Deployment drafts, container drafts: env TURN_CLOCK is not a variable the code reads',
      ]),
    );
  });
});
