import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, named, type K8sObject } from './kubernetesObjects';
import { records, text, type Json } from './manifestValues';

export interface Kustomization {
  /** Relative to the manifests' folder, with forward slashes. */
  path: string;
  body: Json;
}

const isRemote = (entry: string) => /^[a-z][a-z0-9+.-]*:\/\/|^github\.com\//i.test(entry);

/** What a kustomization names, relative to the manifests' folder. */
export function kustomizationEntries(kustomization: Kustomization): { resources: string[]; components: string[]; patches: string[] } {
  const dir = path.posix.dirname(kustomization.path);
  const local = (entries: unknown) =>
    (Array.isArray(entries) ? entries : [])
      .filter((entry): entry is string => typeof entry === 'string' && !isRemote(entry))
      .map((entry) => path.posix.normalize(path.posix.join(dir, entry)));
  const patchFiles = [...records(kustomization.body.patches).map((patch) => text(patch.path)), ...local(kustomization.body.patchesStrategicMerge)];
  return {
    resources: local(kustomization.body.resources),
    components: local(kustomization.body.components),
    patches: local(patchFiles.filter((file): file is string => Boolean(file))),
  };
}

/**
 * Every file a kustomization names exists (a folder holds a kustomization.yaml), each patch patches an
 * object that is defined, and every manifest is some kustomization's resource (templates, applied with
 * envsubst, and patches aside).
 */
export function checkKustomizations(
  dir: string,
  kustomizations: Kustomization[],
  yamlFiles: string[],
  objects: K8sObject[],
  patchObjects: K8sObject[],
): string[] {
  const problems: string[] = [];
  const listed = new Set<string>();
  const patches = new Set<string>();
  for (const kustomization of kustomizations) {
    const { resources, components, patches: patchFiles } = kustomizationEntries(kustomization);
    for (const entry of [...resources, ...components, ...patchFiles]) {
      const full = path.join(dir, entry);
      if (!existsSync(full)) problems.push(`k8s/${kustomization.path}: names ${entry}, which does not exist`);
      else if (statSync(full).isDirectory() && !['kustomization.yaml', 'kustomization.yml'].some((name) => existsSync(path.join(full, name))))
        problems.push(`k8s/${kustomization.path}: names the folder ${entry}, which has no kustomization.yaml`);
    }
    resources.forEach((entry) => listed.add(entry));
    patchFiles.forEach((entry) => patches.add(entry));
  }
  for (const patch of patchObjects) if (!named(objects, patch.kind, patch.name)) problems.push(`${describe(patch)}: patches an object that is not defined`);
  for (const file of yamlFiles) {
    const exempt = /(^|\/)kustomization\.ya?ml$|\.template\.ya?ml$/.test(file) || patches.has(file);
    if (!exempt && !listed.has(file)) problems.push(`k8s/${file}: listed in no kustomization's resources`);
  }
  return problems;
}
