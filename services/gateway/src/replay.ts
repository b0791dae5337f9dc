import { tracing } from './tracing';
import { createLogger, openStorage, startServices, storageConfigFromEnv } from '@reality-draft/kernel';
import { progressReporter } from './replayProgress';
import { followedServices, processLayoutFromEnv } from './processLayout';
import { serviceFactory } from './services';

/**
 * Drops and rebuilds read models from the event log: `npm run replay -- --all`, or name them,
 * e.g. `npm run replay -- identity.accounts`. Stop the app first: read models are local files. In a multi-process deployment, run it with the
 * process's own SERVICES, GATEWAY and READ_MODELS_PREFIX to rebuild that process's read models.
 * Progress goes to stderr: a redrawn bar on a terminal, else a line every few seconds.
 */
async function main(args: string[]) {
  const all = args.includes('--all');
  const names = args.filter((arg) => !arg.startsWith('--'));
  const logger = createLogger('replay');
  const storage = await openStorage(storageConfigFromEnv(), logger);
  const layout = processLayoutFromEnv(process.env);
  const started = Date.now();
  const running = await startServices({
    storage,
    logger,
    services: [...layout.services, ...followedServices(layout)].map(serviceFactory),
    readModelsPrefix: layout.readModelsPrefix,
    startModules: false,
    rebuild: all ? 'all' : names,
    onCatchUp: progressReporter(process.stderr),
  });
  const known = running.modules.flatMap((module) => module.projections.map((projection) => projection.name));
  if (!all && names.length === 0) {
    console.error(`Usage: npm run replay -- --all | <read model>...\nRead models: ${known.join(', ')}`);
    process.exitCode = 2;
  } else {
    // maxRSS is in KiB: the process's peak, which a replay must keep bounded whatever the log's length.
    const peakMiB = Math.round(process.resourceUsage().maxRSS / 1024);
    console.log(
      `Rebuilt ${all ? known.join(', ') : names.join(', ')} up to position ${running.runner.position} in ${Date.now() - started} ms, peak RSS ${peakMiB} MiB`,
    );
  }
  await running.stop();
  await storage.close();
  await tracing?.stop();
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
