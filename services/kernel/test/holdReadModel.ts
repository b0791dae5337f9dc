import type { Projection } from '../src/projections/projection';

/**
 * Holds a read model back, as a busy process's or another process's copy lags the log, until the
 * returned release is called: events reach the log before the read model shows them.
 */
export function holdReadModel(projection: Projection): () => void {
  const apply = projection.apply;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  projection.apply = async (...args) => {
    await held;
    await apply(...args);
  };
  return () => {
    projection.apply = apply;
    release();
  };
}
