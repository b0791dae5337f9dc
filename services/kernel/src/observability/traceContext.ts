import { context, propagation, ROOT_CONTEXT, SpanKind, trace, type Attributes } from '@opentelemetry/api';
import { decorateEventStore, type EventStore } from '../eventStore/eventStore';

/**
 * The OpenTelemetry API only: without a started SDK (tracing off) every call here is a no-op of the
 * API's own, so the app pays nothing for it.
 */
const tracer = () => trace.getTracer('reality-draft');

/** The W3C traceparent of the active span, or undefined when nothing is being traced. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The trace and span ids of the active span, for each log line (pino's mixin); none when not traced. */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan()?.spanContext();
  return span && trace.isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
}

/** Each appended event carries the trace of the request that wrote it (`metadata.traceparent`), so what follows from it can join that trace. */
export function withTraceparent(store: EventStore): EventStore {
  return decorateEventStore(store, {
    append: (streamId, events, expected) => {
      const traceparent = currentTraceparent();
      if (!traceparent) return store.append(streamId, events, expected);
      return store.append(
        streamId,
        events.map((event) => ({ ...event, metadata: { ...event.metadata, traceparent } })),
        expected,
      );
    },
  });
}

/**
 * Records a span `name` (from `startTime` to now) as a child of each of the given traceparents (each
 * once): work done later for events written under those traces, such as the push notices they cause.
 */
export function recordSpanInTraces(name: string, traceparents: Iterable<unknown>, attributes: Attributes, startTime: number): void {
  for (const traceparent of new Set(traceparents)) {
    if (typeof traceparent !== 'string') continue;
    const parent = propagation.extract(ROOT_CONTEXT, { traceparent });
    if (!trace.getSpanContext(parent)) continue;
    tracer().startSpan(name, { kind: SpanKind.PRODUCER, attributes, startTime }, parent).end();
  }
}
