import path from 'node:path';

/** The repository's root, whatever the working directory a script runs in. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');
