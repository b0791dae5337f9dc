// Reads a fetch() response body as Server-Sent Events with eventsource-parser. Calls onChunk after
// each chunk's messages, so a burst of notices can be handled as one batch.
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface EventStreamHandlers {
  onMessage: (message: EventSourceMessage) => void;
  /** Comment lines: the server's heartbeats. */
  onComment?: (comment: string) => void;
  onRetry?: (ms: number) => void;
  /** After each chunk (any bytes at all, heartbeats included). */
  onChunk?: () => void;
}

/** Resolves when the stream ends; rejects when it breaks or its request is aborted. */
export async function readEventStream(body: ReadableStream<Uint8Array>, handlers: EventStreamHandlers): Promise<void> {
  const parser = createParser({ onEvent: handlers.onMessage, onComment: handlers.onComment, onRetry: handlers.onRetry });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
      handlers.onChunk?.();
    }
  } finally {
    reader.releaseLock();
  }
}
