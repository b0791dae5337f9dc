import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { envVarsReadByServices, envVarsReadIn } from './codeEnvVars';

describe('envVarsReadIn', () => {
  it('finds every way the code reads a variable', () => {
    const source = `
      const port = Number(env.PORT ?? 8080);
      const url = process.env.DATABASE_URL;
      const key = env['OBJECT_SIGNING_KEY'];
      const ttl = positiveNumber(env, 'SESSION_TTL_HOURS', 168);
      const { KAFKA_SASL_USERNAME: username, KAFKA_SASL_MECHANISM } = env;
    `;
    expect([...envVarsReadIn(source)].sort()).toEqual([
      'DATABASE_URL',
      'KAFKA_SASL_MECHANISM',
      'KAFKA_SASL_USERNAME',
      'OBJECT_SIGNING_KEY',
      'PORT',
      'SESSION_TTL_HOURS',
    ]);
  });

  it('ignores what only looks like a read', () => {
    expect([...envVarsReadIn('someenv.PORT; env.lowercase; const { a } = env; environment.HOST; "PORT"')]).toEqual([]);
  });
});

describe('envVarsReadByServices', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'rd-env-scan-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('services/one/src/config.ts', 'export const a = env.APP_SETTING;');
    write('services/one/src/config.unit.spec.ts', 'process.env.ONLY_IN_A_TEST = "1";');
    write('services/one/src/testing/helper.ts', 'export const b = process.env.ONLY_IN_A_HELPER;');
    write('services/one/test/support.ts', 'export const e = process.env.ONLY_IN_THE_TEST_FOLDER;');
    write('services/two/src/deep/er/main.ts', "export const c = env['OTHER_SETTING'];");
    write('services/two/README.md', 'env.NOT_CODE');
    write('services/two/tsconfig.build.json', JSON.stringify({ exclude: ['src/**/*.bench.ts', 'src/harness'] }));
    write('services/two/src/harness/processes.ts', 'spawn(cmd, { env: { PATH: process.env.PATH } });');
    write('services/two/src/deep/load.bench.ts', 'const runs = env.BENCH_RUNS;');
    write('services/two/src/harnessed.ts', 'export const d = env.NOT_IN_THE_HARNESS;');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads what each service builds into dist/, not its tests, test helpers or what its build leaves out', () => {
    const found = envVarsReadByServices(root);
    expect([...found.keys()].sort()).toEqual(['APP_SETTING', 'NOT_IN_THE_HARNESS', 'OTHER_SETTING']);
    expect(found.get('OTHER_SETTING')).toEqual([path.join('services', 'two', 'src', 'deep', 'er', 'main.ts')]);
  });
});
