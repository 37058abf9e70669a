import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadEveryDeferredIsland } from '../../../web/src/components/deferred-island';

// find* and waitFor wait up to 5 s, not 1 s: a page's first render in a test file loads its lazy
// chunks and schemas, which takes longer than that on a busy two-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

// The content of the deferred islands the test file's imports made (the information pages' text,
// the footer's lists) is fetched first, as the build does before it renders a page
// (web/src/entry-server.tsx): a test renders the page, not a suspended island.
beforeAll(() => loadEveryDeferredIsland());

afterEach(() => cleanup());
