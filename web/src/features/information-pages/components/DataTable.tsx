import Box from '@mui/material/Box';
import { useId } from 'react';
import type { TableData } from '../content/types';
import { RichTextView } from './RichTextView';

/**
 * A captioned table whose first column labels each row. The table keeps its native display at every
 * width, so every browser exposes it as a table (a table restyled with `display: block` loses its
 * table semantics in some browsers, and explicit ARIA roles on native table elements are invalid
 * HTML); on a narrow screen it scrolls sideways inside its own labelled, focusable region instead of
 * the page (docs/accessibility.md › Valid markup).
 */
export function DataTable({ table }: { table: TableData }) {
  const captionId = useId();
  return (
    // A keyboard user scrolls the region once it has focus (WCAG 2.1.1); the caption names it.
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      sx={{
        mb: 3,
        overflowX: 'auto',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="table"
        sx={{
          width: '100%',
          minWidth: table.columns.length > 2 && !table.narrowColumns ? 480 : undefined,
          borderCollapse: 'collapse',
          '& caption': { textAlign: 'left', fontWeight: 700, pb: 1, captionSide: 'top' },
          '& th, & td': {
            textAlign: 'left',
            verticalAlign: 'top',
            // Narrow tables keep to the width of a 320 px screen where they can.
            p: table.narrowColumns ? { xs: 1, sm: 1.5 } : 1.5,
            borderBottom: '1px solid',
            borderColor: 'divider',
            overflowWrap: 'break-word',
          },
          '& thead th': { borderBottomWidth: 2, color: 'text.secondary' },
          '& tbody th': { fontWeight: 700 },
        }}
      >
        <caption id={captionId}>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    <RichTextView text={cell} />
                  </th>
                ) : (
                  <td key={cellIndex}>
                    <RichTextView text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
