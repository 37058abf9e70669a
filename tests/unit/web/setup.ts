import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// find* and waitFor wait up to 5 s, not 1 s: a page's first render in a test file loads its lazy
// chunks and schemas, which takes longer than that on a busy two-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
