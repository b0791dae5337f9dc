/** Test code: a scenario in named parts, each timed for the report, a failure naming its part. */
export function timedSteps(): { step: <T>(name: string, run: () => Promise<T>) => Promise<T>; report: string[] } {
  const report: string[] = [];
  async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      return await run();
    } catch (error) {
      throw new Error(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    } finally {
      report.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${name}`);
    }
  }
  return { step, report };
}
