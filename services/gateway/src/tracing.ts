// An entry point's FIRST import: OpenTelemetry must start before express and pg load (its
// instrumentations patch them as they load). Without OTEL_EXPORTER_OTLP_ENDPOINT it loads nothing.
import path from 'node:path';
import { startTracing } from '@reality-draft/kernel/tracing';

/** service.name (unless OTEL_SERVICE_NAME is set): the replay CLI, the gateway, or the services a process serves. */
function serviceName(env: NodeJS.ProcessEnv, script: string): string {
  if (path.basename(script, '.js') === 'replay') return 'reality-draft-replay';
  if (env.GATEWAY === '0') return `reality-draft-${(env.SERVICES ?? 'services').replace(/\s*,\s*/g, '-')}`;
  return 'reality-draft-gateway';
}

export const tracing = startTracing({ serviceName: serviceName(process.env, process.argv[1] ?? '') });
