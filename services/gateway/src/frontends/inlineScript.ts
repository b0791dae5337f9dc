// The script the gateway inlines in the HTML of every remote's route: the shell's first-reads.js (its
// build's dist/inline/), so the page's first API reads leave while the HTML is parsed, not once main.js
// has crossed a phone's link (issue 29, data before code). Read again when the build replaces it; the
// Content-Security-Policy allows it by its hash, as it allows no other inline script.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileStamp } from './fileStamp';
import { SHELL } from './remotes';

/** kit/webpack/createConfig.js's INLINE_SCRIPTS_DIR and the shell's inline entry's name. */
const FIRST_READS_FILE = path.join('dist', 'inline', 'first-reads.js');

export interface InlineScript {
  code: string;
  /** The CSP source that allows it: 'sha256-<base64>'. */
  source: string;
}

/** Code a <script> element can hold as it is: nothing that ends the element or opens a comment in it. */
export const inlinable = (code: string): boolean => !/<\/script|<!--/i.test(code);

export const cspHashSource = (code: string): string => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

export interface InlineScripts {
  /** The first-reads script as the shell's build has it now; null while not built (or not inlinable). */
  firstReads(): Promise<InlineScript | null>;
}

export function inlineScripts(rootDir: string): InlineScripts {
  const file = path.join(rootDir, SHELL.folder, FIRST_READS_FILE);
  let held: { stamp: string; script: Promise<InlineScript | null> } | null = null;
  return {
    async firstReads() {
      const stamp = await fileStamp(file);
      if (held?.stamp !== stamp) {
        const script =
          stamp === 'missing'
            ? Promise.resolve(null)
            : readFile(file, 'utf8').then(
                (code) => (inlinable(code) ? { code, source: cspHashSource(code) } : null),
                () => null,
              );
        held = { stamp, script };
      }
      return held.script;
    },
  };
}
