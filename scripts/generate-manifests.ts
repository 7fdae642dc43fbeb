// Writes deploy/k8s/<setup>/*.yaml from the typed objects of scripts/k8s/; `--check` only compares
// (scripts/k8s/manifests.test.ts does the same).
import { writeOrCheck } from './generated-files.ts';
import { renderManifests } from './k8s/manifests.ts';

writeOrCheck(
  new URL('../', import.meta.url),
  [...renderManifests()].map(([file, expected]) => ({ file, expected })),
  { source: 'the objects in scripts/k8s/*.ts', command: 'npm run manifests' },
);
