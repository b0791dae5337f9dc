import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export interface YamlFile {
  /** Relative to the folder it was read from, with forward slashes. */
  path: string;
  /** Each document's value (empty documents left out). */
  docs: unknown[];
  /** Parse errors and warnings, each naming the file. */
  problems: string[];
}

/** Parses every document of a YAML text: merge keys (`<<`) resolved as compose does, duplicate keys refused. */
export function parseYaml(file: string, source: string): YamlFile {
  const parsed = parseAllDocuments(source, { merge: true, prettyErrors: true });
  const documents = Array.isArray(parsed) ? parsed : [];
  const problems = documents.flatMap((doc) => [...doc.errors, ...doc.warnings].map((issue) => `${file}: ${issue.message.split('\n')[0]}`));
  if (problems.length > 0) return { path: file, docs: [], problems };
  const docs = documents.map((doc) => doc.toJS({ maxAliasCount: 1000 }) as unknown).filter((value) => value !== null && value !== undefined);
  return { path: file, docs, problems };
}

export function yamlPaths(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = under ? `${under}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return yamlPaths(dir, relative);
      return /\.ya?ml$/.test(entry.name) ? [relative] : [];
    })
    .sort();
}

export const readYamlFiles = (dir: string): YamlFile[] => yamlPaths(dir).map((file) => parseYaml(file, readFileSync(path.join(dir, file), 'utf8')));
