import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkCompose,
  composeServices,
  environmentOf,
  isAppService,
  isRemoteService,
  mergeCompose,
  publishedPorts,
  type ComposeServices,
  type DeployVariables,
} from './composeChecks';
import { checkDockerfile } from './dockerfileChecks';
import { checkKubernetes } from './kubernetesChecks';
import { k8sObjects } from './kubernetesObjects';
import { kubernetesRegistryProblems } from './kubernetesRegistry';
import { checkKustomizations, kustomizationEntries, type Kustomization } from './kustomizations';
import { record, records, templateVariables, text } from './manifestValues';
import { checkRegistry } from './registryChecks';
import { readYamlFiles, type YamlFile } from './yamlFiles';

/**
 * Every problem of a deploy/ folder: YAML that does not parse, then compose.yaml (alone and with each
 * compose.<variant>.yaml over it) and the Kubernetes manifests under k8s/, checked against the
 * variables the code reads and those deploy/nginx-remote.conf fills in.
 */
export function checkDeployFolder(deployDir: string, codeVars: ReadonlySet<string>): string[] {
  const files = readYamlFiles(deployDir);
  const template = path.join(deployDir, 'nginx-remote.conf');
  const templateText = existsSync(template) ? readFileSync(template, 'utf8') : '';
  const vars: DeployVariables = { codeVars, remoteTemplateVars: new Set(templateVariables(templateText)) };
  const problems = [
    ...files.flatMap((file) => file.problems),
    ...(templateText ? [] : ['nginx-remote.conf: missing']),
    ...dockerfileProblems(deployDir),
    ...composeFolderProblems(deployDir, files, vars),
    ...kubernetesFolderProblems(deployDir, files, vars),
  ];
  return [...new Set(problems)];
}

function dockerfileProblems(deployDir: string): string[] {
  const file = path.join(deployDir, 'Dockerfile');
  return existsSync(file) ? checkDockerfile('Dockerfile', readFileSync(file, 'utf8')) : ['Dockerfile: missing'];
}

function composeFolderProblems(deployDir: string, files: YamlFile[], vars: DeployVariables): string[] {
  const base = files.find((file) => file.path === 'compose.yaml');
  if (!base) return ['compose.yaml: missing'];
  const baseServices = composeServices(base.docs[0]);
  const variants = files
    .filter((file) => /^compose\.[^/]+\.ya?ml$/.test(file.path))
    .map((file) => [`compose.yaml + ${file.path}`, mergeCompose(baseServices, composeServices(file.docs[0]))] as const);
  return [['compose.yaml', baseServices] as const, ...variants].flatMap(([label, services]) => [
    ...checkCompose(label, services, vars),
    ...composeRegistryProblems(deployDir, label, services),
  ]);
}

/** The file MF_REGISTRY_FILE names, through the folder mounted into the container, names remotes compose publishes. */
function composeRegistryProblems(deployDir: string, label: string, services: ComposeServices): string[] {
  const remotePorts = Object.values(services).filter(isRemoteService).flatMap(publishedPorts);
  const served = (url: URL) => ['localhost', '127.0.0.1'].includes(url.hostname) && remotePorts.includes(Number(url.port));
  return Object.entries(services)
    .filter(([, service]) => isAppService(service) && environmentOf(service).MF_REGISTRY_FILE)
    .flatMap(([name, service]) => {
      const file = environmentOf(service).MF_REGISTRY_FILE!;
      const mount = bindMounts(service).find((candidate) => file.startsWith(`${candidate.target}/`));
      if (!mount) return [`${label}: services.${name}: MF_REGISTRY_FILE ${file} is in no folder mounted from the host`];
      const local = path.join(deployDir, mount.source, file.slice(mount.target.length));
      const shown = path.relative(deployDir, local);
      if (!existsSync(local)) return [`${label}: services.${name}: MF_REGISTRY_FILE is ${shown} here, which does not exist`];
      return checkRegistry(shown, readFileSync(local, 'utf8'), served);
    });
}

function bindMounts(service: Record<string, unknown>): { source: string; target: string }[] {
  const short = (Array.isArray(service.volumes) ? service.volumes : [])
    .filter((volume): volume is string => typeof volume === 'string' && volume.startsWith('.'))
    .map((volume) => ({ source: volume.split(':')[0], target: volume.split(':')[1] }));
  const long = records(service.volumes)
    .filter((volume) => volume.type === 'bind' && text(volume.source) && text(volume.target))
    .map((volume) => ({ source: String(volume.source), target: String(volume.target) }));
  return [...short, ...long];
}

function kubernetesFolderProblems(deployDir: string, files: YamlFile[], vars: DeployVariables): string[] {
  const manifests = files.filter((file) => file.path.startsWith('k8s/')).map((file) => ({ ...file, path: file.path.slice('k8s/'.length) }));
  if (manifests.length === 0) return ['k8s/: no manifests'];
  const isKustomization = (file: YamlFile) => /(^|\/)kustomization\.ya?ml$/.test(file.path);
  const kustomizations: Kustomization[] = manifests.filter(isKustomization).map((file) => ({ path: file.path, body: record(file.docs[0]) }));
  const patchFiles = new Set(kustomizations.flatMap((kustomization) => kustomizationEntries(kustomization).patches));
  const parsed = manifests.filter((file) => !isKustomization(file)).map((file) => ({ file: file.path, ...k8sObjects(`k8s/${file.path}`, file.docs) }));
  const objects = parsed.filter((entry) => !patchFiles.has(entry.file)).flatMap((entry) => entry.objects);
  const patchObjects = parsed.filter((entry) => patchFiles.has(entry.file)).flatMap((entry) => entry.objects);
  return [
    ...parsed.flatMap((entry) => entry.problems),
    ...checkKustomizations(
      path.join(deployDir, 'k8s'),
      kustomizations,
      manifests.map((file) => file.path),
      objects,
      patchObjects,
    ),
    ...checkKubernetes(objects, vars),
    ...kubernetesRegistryProblems(objects),
  ];
}
