import http from 'node:http';
import https from 'node:https';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startTracing } from '../src/observability/tracing';

export interface InMemoryTracing {
  /** The spans ended so far (once their export, which waits for the resource's attributes, is done). */
  spans(): Promise<ReadableSpan[]>;
  reset(): void;
  stop(): Promise<void>;
}

/**
 * Tracing as the entry points start it, its spans kept in memory for a test to read. Jest's sandbox
 * hides Node's require hook from the instrumentations (they patch a module as it loads), so node:http
 * and node:https, the same objects inside and outside the sandbox, are patched here by hand.
 */
export function startInMemoryTracing(serviceName = 'reality-draft-test'): InMemoryTracing {
  const exporter = new InMemorySpanExporter();
  const processor = new SimpleSpanProcessor(exporter);
  const tracing = startTracing({ serviceName, spanProcessors: [processor] })!;
  const core: Record<string, unknown> = { http, https };
  for (const instrumentation of tracing.instrumentations) {
    for (const definition of instrumentation.getModuleDefinitions()) {
      const loaded = core[definition.name];
      if (!loaded || !definition.patch) continue;
      definition.moduleExports = loaded;
      definition.patch(loaded);
    }
  }
  return {
    async spans() {
      await processor.forceFlush();
      return exporter.getFinishedSpans();
    },
    reset: () => exporter.reset(),
    stop: () => tracing.stop(),
  };
}
