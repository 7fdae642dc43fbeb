/**
 * deploy/k8s/ is what the typed objects render (as openapi.json is what the contract renders), and
 * every object of both setups passes the Kubernetes API's schemas (kubernetes-models' validators,
 * offline: no cluster or kubectl is needed).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { committedSetup, read, setupNames } from './committed.ts';
import { models, renderManifests } from './manifests.ts';

describe('deploy/k8s', () => {
  const rendered = renderManifests();

  it.each([...rendered.keys()])('%s is current (`npm run manifests` writes it)', (file) => {
    let committed = '';
    try {
      committed = read(file);
    } catch {
      // Missing: as stale as an outdated one.
    }
    expect(committed, `${file} is stale: run \`npm run manifests\``).toBe(rendered.get(file));
  });

  it.each(setupNames)('%s holds no file the render does not write', (name) => {
    const files = readdirSync(new URL(`../../deploy/k8s/${name}/`, import.meta.url));
    expect(files.map((file) => `deploy/k8s/${name}/${file}`).sort()).toEqual(
      [...rendered.keys()].filter((file) => file.startsWith(`deploy/k8s/${name}/`)).sort(),
    );
  });
});

describe.each(setupNames)('every object of the %s setup', (name) => {
  const objects = committedSetup(name);

  it('is of a kind the schemas know, and passes them', () => {
    expect(objects.length).toBeGreaterThan(0);
    for (const { file, object } of objects) {
      const Model = models[`${object.apiVersion}/${object.kind}`];
      expect(Model, `${file}: ${object.apiVersion} ${object.kind}`).toBeDefined();
      // Throws naming the path of the first field in error.
      expect(() =>
        new (Model as NonNullable<typeof Model>)(object as never).validate(),
      ).not.toThrow();
    }
  });

  it('lives in the setup’s own namespace, one object per kind and name', () => {
    const [namespace] = objects.filter(({ object }) => object.kind === 'Namespace');
    const others = objects.filter(({ object }) => object.kind !== 'Namespace');
    expect(namespace).toBeDefined();
    for (const { object } of others) {
      expect(object.metadata.namespace).toBe(namespace?.object.metadata.name);
    }
    const keys = others.map(({ object }) => `${object.kind}/${object.metadata.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;
if (!kubectl) console.log('k8s manifests: `kubectl kustomize` skipped, kubectl is not installed');

describe.each(setupNames)('the %s setup through kustomize', (name) => {
  it.skipIf(!kubectl)('renders the same objects kubectl apply -k would send', () => {
    // Offline: kustomize builds the setup without asking a cluster.
    const built = spawnSync('kubectl', ['kustomize', `deploy/k8s/${name}`], { encoding: 'utf8' });
    expect(built.stderr).toBe('');
    const key = (object: { kind: string; metadata: { name: string } }) =>
      `${object.kind}/${object.metadata.name}`;
    const objects = parseAllDocuments(built.stdout, { version: '1.1' }).map(
      (document) => document.toJS() as { kind: string; metadata: { name: string } },
    );
    const committed = committedSetup(name).map(({ object }) => object);
    expect(new Map(objects.map((object) => [key(object), object]))).toEqual(
      new Map(committed.map((object) => [key(object), object])),
    );
  });
});

describe('the schema check', () => {
  it('refuses an object in error, naming the field', () => {
    const Deployment = models['apps/v1/Deployment'];
    const broken = {
      metadata: { name: 'x' },
      spec: {
        selector: {},
        template: { spec: { containers: [{ name: 'a', ports: [{ containerPort: 'http' }] }] } },
      },
    };
    expect(() =>
      new (Deployment as NonNullable<typeof Deployment>)(broken as never).validate(),
    ).toThrow(/containers\/0\/ports\/0\/containerPort must be integer/);
  });
});
