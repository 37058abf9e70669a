import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { ContentSection } from '../content/types';

/** Id of the page's h1, the target of every 'Back to top' link. */
export const PAGE_TOP_ID = 'top';
export const CONTENTS_HEADING_ID = 'contents';

/*
 * In-page links are plain anchors on purpose: the browser's own fragment navigation scrolls to
 * the target and moves the keyboard starting point there, which a router link does not do.
 */

export function TableOfContents({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <Paper
      component="nav"
      aria-labelledby={CONTENTS_HEADING_ID}
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 4 }, mb: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <Typography
        component="h2"
        id={CONTENTS_HEADING_ID}
        sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' }, fontWeight: 750, mb: 1.5 }}
      >
        Contents
      </Typography>
      <Box
        component="ol"
        sx={{
          m: 0,
          pl: 3,
          columnGap: 6,
          columns: { xs: 1, md: sections.length > 10 ? 2 : 1 },
          '& li': { mb: 1, breakInside: 'avoid' },
        }}
      >
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`}>{section.heading}</Link>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

export function BackToTopLink() {
  return (
    <Box sx={{ mt: 2 }}>
      <Link href={`#${PAGE_TOP_ID}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
        <ArrowUpwardIcon fontSize="small" aria-hidden="true" />
        Back to top
      </Link>
    </Box>
  );
}
