import { stat } from 'node:fs/promises';

/** What tells a build's file apart from the one it replaced: its modification time and size; 'missing' when absent. */
export const fileStamp = (file: string): Promise<string> =>
  stat(file).then(
    (s) => `${s.mtimeMs}:${s.size}`,
    () => 'missing',
  );
