import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root, so entries and the web build resolve the same from any working directory. */
export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

export const webBuildDirectory = path.join(repositoryRoot, 'web', 'dist');
