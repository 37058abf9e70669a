import { useEffect, useState } from 'react';
import { PageMeta } from '../../../components/PageMeta';
import { deferredIsland } from '../../../components/deferred-island';
import { useLocation } from 'react-router-dom';
import type { ContentPageData } from '../content/types';
import './content-page.css';

// Text and links only: adopted as the build wrote it when the page is hydrated, its code fetched
// only for an in-app navigation (deferredIsland).
const ContentBody = deferredIsland(() => import('./ContentBody').then((module) => module.ContentBody));

/**
 * Pages are lazy-loaded, so on a deep link such as /TermsAndConditions#term-working-day the
 * target did not exist when the browser looked for it. Scroll once the page has been laid out
 * (the layout leaves the scroll position alone when the URL has a hash).
 */
function useScrollToHashOnArrival() {
  // Only the hash of arrival: later hash changes come from in-page links, which the browser handles.
  const [arrivalHash] = useState(useLocation().hash);
  useEffect(() => {
    if (!arrivalHash) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(arrivalHash.slice(1)))?.scrollIntoView();
    });
    return () => cancelAnimationFrame(frame);
  }, [arrivalHash]);
}

/**
 * The shared frame of every information page: title, optional contents, then white section cards
 * (ContentBody). The frame is a plain element (content-page.css): an information page hydrates
 * without MUI.
 */
export function ContentPage({ page }: { page: ContentPageData }) {
  useScrollToHashOnArrival();
  return (
    <div className="content-page">
      <PageMeta title={page.title} description={page.metaDescription} />
      <ContentBody page={page} />
    </div>
  );
}
