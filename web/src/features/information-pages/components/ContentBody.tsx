import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeScope } from '../../../components/ThemeScope';
import type { ContentPageData } from '../content/types';
import { RichTextView } from './RichTextView';
import { SectionCard } from './SectionCard';
import { PAGE_TOP_ID, TableOfContents } from './TableOfContents';
import { proseSx } from './prose';

/**
 * An information page's text: title, date, lead, optional contents and the section cards. Written
 * by the build and adopted as it is when the page hydrates (deferredIsland in ContentPage.tsx), so
 * the browser fetches this module, and MUI with it, only to draw the page itself after an in-app
 * navigation.
 */
export function ContentBody({ page }: { page: ContentPageData }) {
  return (
    <ThemeScope>
      <Box component="header" sx={{ mb: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" id={PAGE_TOP_ID} sx={{ mb: 2, overflowWrap: 'break-word' }}>
          {page.title}
        </Typography>
        {page.dated && (
          <Typography component="p" sx={{ color: 'text.secondary', fontWeight: 600, mb: 2 }}>
            {page.dated}
          </Typography>
        )}
        {page.lead?.map((paragraph, index) => (
          <Typography key={index} component="p" sx={{ ...proseSx, fontSize: { xs: '1.05rem', sm: '1.15rem' }, mb: 2 }}>
            <RichTextView text={paragraph} />
          </Typography>
        ))}
      </Box>
      {page.withContents && <TableOfContents sections={page.sections} />}
      {page.sections.map((section) => (
        <SectionCard key={section.id} section={section} withBackToTop={page.withContents} />
      ))}
    </ThemeScope>
  );
}
