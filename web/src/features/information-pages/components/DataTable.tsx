import Box from '@mui/material/Box';
import type { TableData } from '../content/types';
import { RichTextView } from './RichTextView';

/**
 * A captioned table whose first column labels each row. Tables of three or more columns turn
 * into stacked label/value blocks on a phone so nothing scrolls sideways at 390 px; the explicit
 * ARIA roles keep the table semantics that some browsers drop once the CSS display changes.
 */
export function DataTable({ table }: { table: TableData }) {
  const stackOnPhone = table.columns.length > 2;
  const stacked = stackOnPhone
    ? {
        '@media (max-width: 599.95px)': {
          '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
          '& table, & caption, & tbody, & tr, & th, & td': { display: 'block', width: '100%' },
          '& tbody tr': { borderBottom: '2px solid', borderColor: 'divider', py: 1 },
          '& tbody th, & tbody td': { border: 0, py: 0.5, px: 0 },
          '& tbody td::before': {
            content: 'attr(data-label)',
            display: 'block',
            fontWeight: 700,
            color: 'text.secondary',
            fontSize: '0.875rem',
          },
        },
      }
    : {};
  return (
    <Box sx={{ mb: 3, ...stacked }}>
      <Box
        component="table"
        role="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& caption': { textAlign: 'left', fontWeight: 700, pb: 1, captionSide: 'top' },
          '& th, & td': {
            textAlign: 'left',
            verticalAlign: 'top',
            p: 1.5,
            borderBottom: '1px solid',
            borderColor: 'divider',
            overflowWrap: 'break-word',
          },
          '& thead th': { borderBottomWidth: 2, color: 'text.secondary' },
          '& tbody th': { fontWeight: 700 },
        }}
      >
        <caption>{table.caption}</caption>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept for browsers that drop table semantics under display: block (see above) */}
        <thead role="rowgroup">
          <tr role="row">
            {table.columns.map((column) => (
              <th key={column} role="columnheader" scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept for browsers that drop table semantics under display: block (see above) */}
        <tbody role="rowgroup">
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex} role="row">
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} role="rowheader" scope="row">
                    <RichTextView text={cell} />
                  </th>
                ) : (
                  // The rule takes td for a grid cell (interactive); in this static table `cell` is its own role.
                  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
                  <td key={cellIndex} role="cell" data-label={table.columns[cellIndex]}>
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
