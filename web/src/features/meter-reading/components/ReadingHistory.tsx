import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { HistoryRow } from '../readings';

/** Readings per page (docs/product/meter-readings.md › Meter readings). */
export const HISTORY_PAGE_SIZE = 5;

/**
 * Past readings, newest first, 5 per page. The parent gives it a new `key` when the fuel or the
 * data changes, so the pager starts again on the first page (where a new reading appears).
 */
export function ReadingHistory({ rows, fuelLabel }: { rows: HistoryRow[]; fuelLabel: string }) {
  const id = useId();
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(rows.length / HISTORY_PAGE_SIZE) - 1);
  const currentPage = Math.min(page, lastPage);
  const visible = rows.slice(currentPage * HISTORY_PAGE_SIZE, (currentPage + 1) * HISTORY_PAGE_SIZE);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h3" component="h2" id={`${id}-heading`} sx={{ mb: 2 }}>
        Reading history
      </Typography>
      {rows.length === 0 ? (
        <Typography>There are no {fuelLabel.toLowerCase()} readings on your account yet.</Typography>
      ) : (
        <>
          <TableContainer sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
            <Table size="small" aria-labelledby={`${id}-heading`}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">Register</TableCell>
                  <TableCell scope="col">Reading Date</TableCell>
                  <TableCell scope="col" align="right">
                    Reading
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {visible.map((row) => (
                  <TableRow key={row.key}>
                    <TableCell>{row.register}</TableCell>
                    <TableCell>{row.readingDate}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {row.reading}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {rows.length > HISTORY_PAGE_SIZE && (
            <TablePagination
              component="div"
              count={rows.length}
              page={currentPage}
              rowsPerPage={HISTORY_PAGE_SIZE}
              rowsPerPageOptions={[]}
              onPageChange={(_, next) => setPage(next)}
              labelDisplayedRows={({ from, to, count }) => `Readings ${from} to ${to} of ${count}`}
            />
          )}
        </>
      )}
    </Paper>
  );
}
