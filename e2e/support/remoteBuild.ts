import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT } from './gatewayProcess';

const run = promisify(execFile);

/**
 * Builds one remote's workspace (`mf-admin`) anew into `outDir`, as its own `npm run build` does,
 * with MF_BUILD_VERSION set: the version in its mf-manifest.json and in what it renders.
 */
export async function buildRemote(workspace: string, outDir: string, version: string): Promise<void> {
  await run('npm', ['run', 'build', '-w', workspace, '--', '--output-path', outDir], {
    cwd: REPO_ROOT,
    env: { ...process.env, MF_BUILD_VERSION: version },
    maxBuffer: 16 * 1024 * 1024,
  });
}
