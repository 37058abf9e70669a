import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentBlock } from '../content/types';
import { DataTable } from './DataTable';
import { DefinitionList } from './DefinitionList';
import { FuelMixChart } from './FuelMixChart';
import { LinkList } from './LinkList';
import { MeterDiagram } from './MeterDiagram';
import { RichTextView } from './RichTextView';
import { proseSx } from './prose';

function Block({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Typography component="p" sx={{ ...proseSx, mb: 2 }}>
          <RichTextView text={block.text} />
        </Typography>
      );
    case 'note':
      return (
        <Box
          sx={{
            ...proseSx,
            mb: 2,
            p: 2,
            bgcolor: 'primary.light',
            borderLeft: '4px solid',
            borderColor: 'primary.main',
            borderRadius: 1,
          }}
        >
          <Typography component="p">
            <RichTextView text={block.text} />
          </Typography>
        </Box>
      );
    case 'bullets':
      return (
        <Box component={block.ordered ? 'ol' : 'ul'} sx={{ ...proseSx, pl: 3, mt: 0, mb: 2, '& li': { mb: 1 } }}>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichTextView text={item} />
            </li>
          ))}
        </Box>
      );
    case 'links':
      return <LinkList items={block.items} />;
    case 'definitions':
      return (
        <DefinitionList
          entries={block.entries}
          anchorPrefix={block.anchorPrefix}
          columnHeadings={block.columnHeadings}
        />
      );
    case 'categories':
      return (
        <DefinitionList entries={block.items.map((item) => ({ term: item.title, definition: item.description }))} />
      );
    case 'table':
      return <DataTable table={block.table} />;
    case 'fuelMix':
      return <FuelMixChart caption={block.caption} shares={block.shares} />;
    case 'meterDiagram':
      return <MeterDiagram meter={block.meter} caption={block.caption} description={block.description} />;
  }
}

/** Renders a section's blocks in order; the one place that maps content data to components. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}
