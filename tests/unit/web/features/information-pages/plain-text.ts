import type {
  ContentBlock,
  ContentPageData,
  ContentSection,
  RichText,
} from '../../../../../web/src/features/information-pages/content/types';

/** Plain text of the legal pages' content, for tests that check a fact is stated. */
function richTextToPlain(text: RichText): string {
  if (typeof text === 'string') return text;
  return text.map((run) => (typeof run === 'string' ? run : 'strong' in run ? run.strong : run.text)).join('');
}

function blockToPlain(block: ContentBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return [richTextToPlain(block.text)];
    case 'bullets':
      return block.items.map(richTextToPlain);
    case 'links':
      return block.items.map((item) => [item.boldText, item.text].filter(Boolean).join(' '));
    case 'definitions':
      return block.entries.map((entry) => `${entry.term}: ${richTextToPlain(entry.definition)}`);
    case 'table':
      return [block.table.caption, ...block.table.rows.map((row) => row.map(richTextToPlain).join(' | '))];
    case 'categories':
      return block.items.map((item) => `${item.title}: ${item.description}`);
    case 'fuelMix':
      return [block.caption, ...block.shares.map((share) => `${share.source} ${share.percent.toFixed(1)}%`)];
    case 'meterDiagram':
      return [block.caption, block.description];
  }
}

function sectionToPlain(section: ContentSection): string[] {
  return [
    section.heading,
    ...section.blocks.flatMap(blockToPlain),
    ...(section.subsections ?? []).flatMap(sectionToPlain),
  ];
}

/** Every word of a page as one string. */
export function pageToPlain(page: ContentPageData): string {
  return [
    page.title,
    page.dated ?? '',
    ...(page.lead ?? []).map(richTextToPlain),
    ...page.sections.flatMap(sectionToPlain),
  ].join('\n');
}
