import { checkCompose, composeServices, mergeCompose, publishedPorts, type DeployVariables } from './composeChecks';
import { parseYaml } from './yamlFiles';

const vars: DeployVariables = {
  codeVars: new Set(['PORT', 'DATABASE_URL', 'ADMIN_PASSWORD', 'SERVICES', 'SERVICE_URLS', 'GATEWAY', 'DOCUMENT_STORE', 'PUBLIC_URL', 'SMTP_URL']),
  remoteTemplateVars: new Set(['SHELL_ORIGIN']),
};

/** A small file that passes: a database, a service process, a gateway and a remote. */
const GOOD = `
x-limits: &limits
  resources:
    limits: { memory: 256M }
services:
  postgres:
    image: postgres:15-alpine
    environment:
      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:?required}
    healthcheck: { test: ['CMD-SHELL', 'pg_isready'] }
    stop_grace_period: 30s
    deploy: *limits
  identity:
    image: reality-draft/app:0.1.0
    build: { context: .., dockerfile: deploy/Dockerfile, target: app }
    environment:
      PORT: '8081'
      GATEWAY: '0'
      SERVICES: identity
      DATABASE_URL: postgres://app:\${POSTGRES_PASSWORD:?required}@postgres/app
      ADMIN_PASSWORD: \${ADMIN_PASSWORD:?required}
    healthcheck: { test: ['CMD', 'node', '-e', "fetch('http://127.0.0.1:8081/healthz')"] }
    stop_grace_period: 10s
    deploy: *limits
    depends_on:
      postgres: { condition: service_healthy }
  gateway:
    image: reality-draft/app:0.1.0
    environment:
      SERVICES: catalog,drafts,scoring,minigames
      SERVICE_URLS: identity=http://identity:8081
    healthcheck: { test: ['CMD', 'node', '-e', "fetch('http://127.0.0.1:8080/healthz')"] }
    stop_grace_period: 10s
    deploy: *limits
    depends_on:
      identity: { condition: service_healthy }
  mf-admin:
    build: { context: .., dockerfile: deploy/Dockerfile, target: remote, args: { REMOTE: mf-admin } }
    environment:
      SHELL_ORIGIN: \${PUBLIC_ORIGIN:-http://localhost:8080}
    ports: ['8102:8080']
    healthcheck: { test: ['CMD', 'wget', '-qO', '/dev/null', 'http://127.0.0.1:8080/healthz'] }
    stop_grace_period: 10s
    deploy: *limits
`;

function servicesOf(yamlText: string) {
  const file = parseYaml('compose.yaml', yamlText);
  expect(file.problems).toEqual([]);
  return composeServices(file.docs[0]);
}

const problemsOf = (yamlText: string) => checkCompose('compose.yaml', servicesOf(yamlText), vars);

describe('checkCompose', () => {
  it('passes a file that meets every rule', () => {
    expect(problemsOf(GOOD)).toEqual([]);
  });

  it('refuses a depends_on that names no service, or waits for the health of a service without a healthcheck', () => {
    expect(problemsOf(GOOD.replace('postgres: { condition: service_healthy }', 'postgress: { condition: service_healthy }'))).toEqual([
      'compose.yaml: services.identity.depends_on names "postgress", which is not a service',
    ]);
    const noHealth = GOOD.replace("healthcheck: { test: ['CMD-SHELL', 'pg_isready'] }", 'healthcheck: { disable: true }');
    expect(problemsOf(noHealth)).toEqual([
      'compose.yaml: services.postgres has no healthcheck',
      'compose.yaml: services.identity waits for postgres to be healthy, but postgres has no healthcheck',
    ]);
    expect(problemsOf(GOOD.replace('condition: service_healthy', 'condition: service_happy'))).toEqual([
      'compose.yaml: services.identity.depends_on.postgres: unknown condition "service_happy"',
    ]);
  });

  it('takes copies of a role with one environment, and refuses a copy whose environment differs', () => {
    const twoCopies = GOOD.replace('  identity:\n    image', '  identity: &identity\n    image').replace(
      '  gateway:\n',
      '  identity-2: *identity\n  gateway:\n',
    );
    expect(problemsOf(twoCopies)).toEqual([]);
    const differing = twoCopies.replace(
      '  identity-2: *identity\n',
      "  identity-2:\n    <<: *identity\n    environment:\n      PORT: '8081'\n      GATEWAY: '0'\n      SERVICES: identity\n      DATABASE_URL: postgres://app:${POSTGRES_PASSWORD:?required}@postgres/other\n      ADMIN_PASSWORD: ${ADMIN_PASSWORD:?required}\n",
    );
    expect(problemsOf(differing)).toEqual([
      'compose.yaml: services.identity-2 is a copy of identity (same SERVICES) with another environment (DATABASE_URL): copies share one set of read models',
    ]);
  });

  it('needs no healthcheck on a one-shot job others wait to complete', () => {
    const job = GOOD.replace('postgres: { condition: service_healthy }', 'migrate: { condition: service_completed_successfully }').replace(
      'services:\n',
      "services:\n  migrate:\n    image: postgres:15-alpine\n    command: ['true']\n    stop_grace_period: 5s\n    deploy: *limits\n",
    );
    expect(problemsOf(job)).toEqual([]);
  });

  it('refuses a variable the code does not read, as a key or interpolated', () => {
    expect(problemsOf(GOOD.replace('SERVICES: identity', 'SERVICE: identity'))).toEqual([
      'compose.yaml: services.identity.environment.SERVICE is not a variable the code reads',
    ]);
    expect(problemsOf(GOOD.replace('SERVICES: identity', 'SERVICES: ${IDENTITY_SERVICES:-identity}'))).toEqual([
      'compose.yaml: services.identity interpolates ${IDENTITY_SERVICES}, which the code does not read and no other service uses',
    ]);
  });

  it('refuses secrets written out rather than taken from the environment', () => {
    expect(problemsOf(GOOD.replace('ADMIN_PASSWORD: ${ADMIN_PASSWORD:?required}', 'ADMIN_PASSWORD: hunter2-hunter2'))).toEqual([
      'compose.yaml: services.identity.environment.ADMIN_PASSWORD holds a secret: take it from the environment with a required ${NAME:?} placeholder',
    ]);
    expect(problemsOf(GOOD.replace('postgres://app:${POSTGRES_PASSWORD:?required}@', 'postgres://app:secret@'))).toEqual([
      'compose.yaml: services.identity.environment.DATABASE_URL holds a secret: take it from the environment with a required ${NAME:?} placeholder',
      'compose.yaml: services.identity writes a password into a URL: use a placeholder',
    ]);
    // The address every browser is given is no secret.
    expect(problemsOf(GOOD.replace('      SERVICES: identity\n', '      SERVICES: identity\n      PUBLIC_URL: https://draft.example\n'))).toEqual([]);
  });

  it('takes a URL that names no user or password as no secret, and one that does as one', () => {
    const withMail = (url: string) =>
      GOOD.replace('ADMIN_PASSWORD: ${ADMIN_PASSWORD:?required}', `ADMIN_PASSWORD: \${ADMIN_PASSWORD:?required}\n      SMTP_URL: ${url}`);
    expect(problemsOf(withMail('${SMTP_URL:-smtp://mailpit:1025}'))).toEqual([]);
    expect(problemsOf(withMail('smtp://mail:s3cret@mail.example:587'))).toEqual([
      'compose.yaml: services.identity.environment.SMTP_URL holds a secret: take it from the environment with a required ${NAME:?} placeholder',
      'compose.yaml: services.identity writes a password into a URL: use a placeholder',
    ]);
  });

  it('needs stop_grace_period, a memory limit and, for the app, a healthcheck on /healthz', () => {
    const bare = GOOD.replace('    stop_grace_period: 10s\n    deploy: *limits\n    depends_on', '    depends_on').replace("8081/healthz'", "8081/'");
    expect(problemsOf(bare)).toEqual([
      'compose.yaml: services.identity has no stop_grace_period',
      'compose.yaml: services.identity has no deploy.resources.limits.memory',
      "compose.yaml: services.identity's healthcheck does not ask /healthz",
    ]);
  });

  it("passes each app process's environment through the code's own readers, and follows SERVICE_URLS", () => {
    expect(problemsOf(GOOD.replace("GATEWAY: '0'", "GATEWAY: '1'"))).toEqual([
      'compose.yaml: services.identity: The gateway needs every service: catalog is neither in SERVICES nor in SERVICE_URLS',
    ]);
    expect(problemsOf(GOOD.replace('identity=http://identity:8081', 'identity=http://identity:8082'))).toEqual([
      'compose.yaml: services.gateway: SERVICE_URLS sends identity to port 8082, but identity listens on 8081',
    ]);
    expect(problemsOf(GOOD.replace('identity=http://identity:8081', 'identity=http://postgres:5432'))).toEqual([
      'compose.yaml: services.gateway: SERVICE_URLS sends identity to postgres:5432, which is not an app service here',
    ]);
    expect(problemsOf(GOOD.replace('SERVICES: identity', 'SERVICES: catalog'))).toEqual([
      'compose.yaml: services.gateway: SERVICE_URLS sends identity to identity, whose SERVICES do not include it',
    ]);
  });

  it("checks a remote's environment against the nginx template, both ways", () => {
    expect(problemsOf(GOOD.replace('SHELL_ORIGIN:', 'ALLOWED_ORIGIN:'))).toEqual([
      'compose.yaml: services.mf-admin.environment.ALLOWED_ORIGIN is not a variable deploy/nginx-remote.conf uses',
      'compose.yaml: services.mf-admin does not set SHELL_ORIGIN, which deploy/nginx-remote.conf uses',
    ]);
  });

  it('refuses a dependency on a service that runs only in a profile', () => {
    expect(problemsOf(GOOD.replace('    image: postgres:15-alpine\n', '    image: postgres:15-alpine\n    profiles: [db]\n'))).toEqual([
      'compose.yaml: services.identity depends on postgres, which runs only in a profile',
    ]);
  });
});

describe('composeServices and mergeCompose', () => {
  it('reads the list forms of environment and depends_on', () => {
    const services = servicesOf(
      "services:\n  a:\n    environment: ['PORT=8080', 'DEMO']\n    depends_on: [b]\n    ports: ['127.0.0.1:8101:8080', { published: 8102, target: 8080 }]\n",
    );
    expect(services.a.environment).toEqual({ PORT: '8080', DEMO: null });
    expect(services.a.depends_on).toEqual({ b: { condition: 'service_started' } });
    expect(publishedPorts(services.a)).toEqual([8101, 8102]);
  });

  it('merges a later file key by key, as compose does', () => {
    const base = servicesOf(GOOD);
    const merged = mergeCompose(base, servicesOf('services:\n  identity:\n    environment: { DOCUMENT_STORE: mongodb }\n    depends_on: [mongodb]\n'));
    expect(merged.identity.environment).toMatchObject({ PORT: '8081', DOCUMENT_STORE: 'mongodb' });
    expect(checkCompose('merged', merged, vars)).toEqual([
      'merged: services.identity.depends_on names "mongodb", which is not a service',
      'merged: services.identity: DOCUMENT_STORE=mongodb needs MONGODB_URL',
    ]);
  });
});
