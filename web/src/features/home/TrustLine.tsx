import { routePaths } from '#contracts/site-routes';
import { ShellIcon } from '../../components/ShellIcon';
import { starIcon } from './home-icons';
import { SmartLink } from '../../components/SmartLink';
import { externalUrls } from '../../lib/site-config';
import { formatTrustScore, trustScoreLabel } from './format';
import { Skeleton } from './Skeleton';
import type { Resource } from './useApiResource';

/**
 * '{label} {score} out of 5' ('Excellent 4.7 out of 5'; the label follows the review service's
 * bands, trustScoreLabel, and the score is always shown), linking to the public review page. While the score loads a
 * placeholder of the same size holds its place; without a score the line still links to the
 * reviews rather than claiming a rating it cannot show. A link to the reviews policy follows.
 */
export function TrustLine({ trustScore }: { trustScore: Resource<number> }) {
  return (
    <p className="home-trust-line">
      <ShellIcon path={starIcon} />
      {trustScore.status === 'loading' && (
        <>
          <Skeleton width="11rem" />
          <span className="visually-hidden">Loading our review score</span>
        </>
      )}
      {trustScore.status === 'ready' && (
        <SmartLink href={externalUrls.reviewPage} tone="inherit">
          {trustScoreLabel(trustScore.data)} {formatTrustScore(trustScore.data)} out of 5
        </SmartLink>
      )}
      {trustScore.status === 'failed' && (
        <SmartLink href={externalUrls.reviewPage} tone="inherit">
          Read our customer reviews
        </SmartLink>
      )}
      {/* Beside the score: how reviews are collected and shown (docs/product/regulatory-pages.md › Reviews policy). */}
      <span aria-hidden>·</span>
      <SmartLink href={routePaths.reviewsPolicy} tone="inherit" className="home-trust-policy">
        How we collect reviews
      </SmartLink>
    </p>
  );
}
