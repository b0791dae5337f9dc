/** The Node major the images build on and run: the current LTS line (the code also runs on Node 20.9+). */
export const CURRENT_NODE_LTS = 24;

const DIGEST = /@sha256:[0-9a-f]{64}$/;
/** An image whose digest the build is given (`node:24-bookworm-slim@${NODE_IMAGE_DIGEST}`): pinned, by whoever builds. */
const DIGEST_ARG = /@\$\{?([A-Za-z_][A-Za-z0-9_]*_DIGEST)\}?$/;

interface FromLine {
  /** As written, `${NAME}` and all. */
  written: string;
  /** With the global ARGs' defaults filled in. */
  image: string;
  stage?: string;
}

/** A Dockerfile's instructions, continuation lines joined and comments left out. */
function instructions(source: string): string[] {
  return source
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

function parse(source: string): { args: Map<string, string | undefined>; froms: FromLine[] } {
  const args = new Map<string, string | undefined>();
  const froms: FromLine[] = [];
  for (const line of instructions(source)) {
    const [keyword, ...rest] = line.split(/\s+/);
    if (/^ARG$/i.test(keyword)) {
      const [name, value] = rest.join(' ').split(/=(.*)/s);
      // Only ARGs before the first FROM are in scope for FROM lines.
      if (froms.length === 0) args.set(name, value?.replace(/^["']|["']$/g, ''));
      else if (!args.has(name)) args.set(name, undefined);
    }
    if (/^FROM$/i.test(keyword)) {
      const words = rest.filter((word) => !word.startsWith('--'));
      const written = words[0] ?? '';
      const image = written.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (match, name: string) => args.get(name) ?? match);
      froms.push({ written, image, stage: /^as$/i.test(words[1] ?? '') ? words[2] : undefined });
    }
  }
  return { args, froms };
}

/**
 * Every base image is pinned by digest (written out, or an ARG named …_DIGEST that the build must be
 * given), and Node images are the current LTS.
 */
export function checkDockerfile(file: string, source: string): string[] {
  const { args, froms } = parse(source);
  if (froms.length === 0) return [`${file}: no FROM`];
  const stages = new Set<string>();
  const problems: string[] = [];
  for (const from of froms) {
    if (stages.has(from.image)) {
      if (from.stage) stages.add(from.stage);
      continue;
    }
    const digestArg = from.image.match(DIGEST_ARG)?.[1];
    if (!DIGEST.test(from.image) && !(digestArg && args.has(digestArg)))
      problems.push(`${file}: FROM ${from.written} (${from.image}) is not pinned by digest: write image@sha256:<digest>, or take it from an ARG …_DIGEST`);
    const node = from.image.match(/^(?:docker\.io\/)?(?:library\/)?node:(\d+)/);
    if (node && Number(node[1]) < CURRENT_NODE_LTS) problems.push(`${file}: FROM ${from.image} is Node ${node[1]}, not the current LTS (${CURRENT_NODE_LTS})`);
    if (from.stage) stages.add(from.stage);
  }
  return problems;
}
