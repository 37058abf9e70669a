import Box from '@mui/material/Box';
import type { DefinitionEntry } from '../content/types';
import { slugify } from '../content/text';
import { RichTextView } from './RichTextView';

interface DefinitionListProps {
  entries: readonly DefinitionEntry[];
  /** When set, each term gets the id `${anchorPrefix}-${slug}` so it can be linked to directly. */
  anchorPrefix?: string;
  /** Visual column titles ('Term', 'Definition') shown above the two columns on wider screens. */
  columnHeadings?: readonly [string, string];
}

export function termAnchor(anchorPrefix: string, term: string): string {
  return `${anchorPrefix}-${slugify(term)}`;
}

/**
 * A real <dl>: screen readers announce term and definition pairs. On wider screens it reads as a
 * two-column Term/Definition table (docs/product/information-pages.md › Information pages); on a phone each
 * term sits above its meaning.
 */
export function DefinitionList({ entries, anchorPrefix, columnHeadings }: DefinitionListProps) {
  const rowSx = {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, 14rem) 1fr' },
    columnGap: 3,
    py: 1.5,
    borderBottom: '1px solid',
    borderColor: 'divider',
  } as const;
  return (
    <>
      {columnHeadings && (
        // The <dl> already pairs terms with definitions; these titles only label the columns visually.
        <Box
          aria-hidden="true"
          sx={{
            ...rowSx,
            display: { xs: 'none', sm: 'grid' },
            fontWeight: 700,
            borderBottomWidth: 2,
            color: 'text.secondary',
          }}
        >
          <span>{columnHeadings[0]}</span>
          <span>{columnHeadings[1]}</span>
        </Box>
      )}
      <Box component="dl" sx={{ m: 0, mb: 2 }}>
        {entries.map((entry) => (
          <Box key={entry.term} sx={rowSx}>
            <Box
              component="dt"
              id={anchorPrefix ? termAnchor(anchorPrefix, entry.term) : undefined}
              sx={{ fontWeight: 700, '&:target': { bgcolor: 'primary.light' } }}
            >
              {entry.term}
            </Box>
            <Box component="dd" sx={{ m: 0, mt: { xs: 0.5, sm: 0 }, maxWidth: '70ch' }}>
              <RichTextView text={entry.definition} />
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}
