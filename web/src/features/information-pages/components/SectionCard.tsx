import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ContentSection } from '../content/types';
import { BackToTopLink } from './TableOfContents';
import { ContentBlocks } from './ContentBlocks';

type HeadingLevel = 2 | 3 | 4;

const headingSx: Record<HeadingLevel, object> = {
  2: { fontSize: { xs: '1.45rem', sm: '1.7rem' }, fontWeight: 750, mb: 2 },
  3: { fontSize: { xs: '1.2rem', sm: '1.3rem' }, fontWeight: 700, mt: 3, mb: 1.5 },
  4: { fontSize: '1.1rem', fontWeight: 700, mt: 2.5, mb: 1 },
};

function SectionBody({ section, level }: { section: ContentSection; level: HeadingLevel }) {
  const next = Math.min(level + 1, 4) as HeadingLevel;
  return (
    <>
      <Typography component={`h${level}`} id={section.id} sx={{ ...headingSx[level] }}>
        {section.heading}
      </Typography>
      <ContentBlocks blocks={section.blocks} />
      {section.subsections?.map((subsection) => (
        <Box component="section" key={subsection.id} aria-labelledby={subsection.id}>
          <SectionBody section={subsection} level={next} />
        </Box>
      ))}
    </>
  );
}

/** One top-level section as a white card; its subsections nest one heading level down. */
export function SectionCard({ section, withBackToTop }: { section: ContentSection; withBackToTop: boolean }) {
  return (
    <Paper
      component="section"
      aria-labelledby={section.id}
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 4 }, mb: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <SectionBody section={section} level={2} />
      {withBackToTop && <BackToTopLink />}
    </Paper>
  );
}
