/** Tells local subscribers that the log has grown; fired after each commit. */
export class AppendNotifier {
  private readonly listeners = new Set<() => void>();

  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }

  clear(): void {
    this.listeners.clear();
  }
}
