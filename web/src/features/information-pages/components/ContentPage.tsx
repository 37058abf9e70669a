import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useHash } from '../../../lib/history-entry';
import { PageMeta } from '../../../components/PageMeta';
import { StaticIsland } from '../../../components/StaticIsland';
import type { ContentPageData } from '../content/types';
import { RichTextView } from './RichTextView';
import { SectionCard } from './SectionCard';
import { PAGE_TOP_ID, TableOfContents } from './TableOfContents';
import { proseSx } from './prose';

/**
 * Pages are lazy-loaded, so on a deep link such as /TermsAndConditions#term-working-day the
 * target did not exist when the browser looked for it. Scroll once the page has been laid out
 * (the layout leaves the scroll position alone when the URL has a hash).
 */
function useScrollToHashOnArrival() {
  // Only the hash of arrival: later hash changes come from in-page links, which the browser handles.
  const [arrivalHash] = useState(useHash());
  useEffect(() => {
    if (!arrivalHash) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(arrivalHash.slice(1)))?.scrollIntoView();
    });
    return () => cancelAnimationFrame(frame);
  }, [arrivalHash]);
}

/** The shared frame of every information page: title, optional contents, then white section cards. */
export function ContentPage({ page }: { page: ContentPageData }) {
  useScrollToHashOnArrival();
  return (
    <Container maxWidth={false} sx={{ maxWidth: 780, py: { xs: 4, sm: 6 }, px: { xs: 2, sm: 3 } }}>
      <PageMeta title={page.title} description={page.metaDescription} />
      {/* Text and links only: left as the build wrote it when the page is hydrated (StaticIsland). */}
      <StaticIsland>
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
            <Typography
              key={index}
              component="p"
              sx={{ ...proseSx, fontSize: { xs: '1.05rem', sm: '1.15rem' }, mb: 2 }}
            >
              <RichTextView text={paragraph} />
            </Typography>
          ))}
        </Box>
        {page.withContents && <TableOfContents sections={page.sections} />}
        {page.sections.map((section) => (
          <SectionCard key={section.id} section={section} withBackToTop={page.withContents} />
        ))}
      </StaticIsland>
    </Container>
  );
}
