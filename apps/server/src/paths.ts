import path from 'node:path';

/** Locations inside the repository that the server reads at run time. */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const defaultContentDir = path.join(repoRoot, 'content');
export const webDistDir = path.join(repoRoot, 'apps/web/dist');
