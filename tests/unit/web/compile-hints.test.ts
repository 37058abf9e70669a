import { describe, expect, it } from 'vitest';
import { firstLoadChunks, type ChunkLinks } from '../../../web/compile-hints.js';

const chunk = (links: Partial<ChunkLinks>): ChunkLinks => ({
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  ...links,
});
const isPageModule = (moduleId: string) => moduleId.endsWith('Page.tsx');

describe('the chunks given the compile hint', () => {
  const chunks = {
    'index.js': chunk({ isEntry: true, imports: ['runtime.js', 'common.js'] }),
    'runtime.js': chunk({}),
    'common.js': chunk({ imports: ['runtime.js'] }),
    'HomePage.js': chunk({ facadeModuleId: '/web/src/features/home/HomePage.tsx', imports: ['forms.js', 'common.js'] }),
    'forms.js': chunk({ imports: ['facts.js'] }),
    'facts.js': chunk({}),
    'Carousel.js': chunk({ facadeModuleId: '/web/src/features/home/LoadedCarousel.tsx', imports: ['mui.js'] }),
    'mui.js': chunk({}),
    'zod.js': chunk({ facadeModuleId: '/node_modules/zod/index.js' }),
  };

  it('are the entry, every page and all they import statically, however deep', () => {
    expect(firstLoadChunks(chunks, isPageModule)).toEqual(
      new Set(['index.js', 'runtime.js', 'common.js', 'HomePage.js', 'forms.js', 'facts.js']),
    );
  });

  it('leave out what loads after hydration, and what only such chunks import', () => {
    const hinted = firstLoadChunks(chunks, isPageModule);
    for (const later of ['Carousel.js', 'mui.js', 'zod.js']) expect(hinted.has(later)).toBe(false);
  });

  it('are the entry alone when no page is known', () => {
    expect(firstLoadChunks(chunks, () => false)).toEqual(new Set(['index.js', 'runtime.js', 'common.js']));
  });
});
