/**
 * The setups as committed in deploy/k8s/, read the way `kubectl apply -k` reads them: the files
 * their kustomization.yaml lists, as YAML 1.1. What the tests check is what a cluster would get.
 */
import { readFileSync } from 'node:fs';
import type { IDeploymentSpec } from 'kubernetes-models/apps/v1';
import type { IPodSpec } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';
import { type SetupName, setups } from './setup.ts';

/** A Kubernetes object as a YAML document: only what the tests read is typed. */
export type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  data?: Record<string, unknown>;
  spec?: Record<string, unknown>;
};

const root = new URL('../../', import.meta.url);

export const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

/** Every document of `file`, refusing one YAML cannot parse. */
function documents(file: string): unknown[] {
  return parseAllDocuments(read(file), { version: '1.1' }).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
    return document.toJS() as unknown;
  });
}

/** The committed objects of a setup, with the file each came from. */
export function committedSetup(name: SetupName): { file: string; object: Manifest }[] {
  const dir = `deploy/k8s/${name}`;
  const [kustomization] = documents(`${dir}/kustomization.yaml`) as [{ resources: string[] }];
  return kustomization.resources.flatMap((resource) =>
    documents(`${dir}/${resource}`).map((object) => ({
      file: `${dir}/${resource}`,
      object: object as Manifest,
    })),
  );
}

export const setupNames = setups.map((setup) => setup.name);

/** The pod templates of a setup's Deployments, by the Deployment's name. */
export function podTemplates(objects: Manifest[]): { name: string; pod: IPodSpec }[] {
  return objects
    .filter((object) => object.kind === 'Deployment')
    .map((object) => {
      const pod = (object.spec as unknown as IDeploymentSpec).template.spec;
      if (!pod) throw new Error(`Deployment ${object.metadata.name} has no pod template`);
      return { name: object.metadata.name, pod };
    });
}
