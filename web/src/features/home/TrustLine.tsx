import { routePaths } from '#contracts/site-routes';
import { ShellIcon } from '../../components/ShellIcon';
import { starIcon } from './home-icons';
import { SmartLink } from '../../components/SmartLink';
import { externalUrls } from '../../lib/site-config';
import { formatTrustScore, trustScoreLabel } from './format';
import { Skeleton } from './Skeleton';
import type { Resource } from './useApiResource';

/** The review service's top score: its line ('Excellent 5.0 out of 5') is the widest a score can have. */
const MAX_SCORE = 5;

const scoreText = (score: number) => `${trustScoreLabel(score)} ${formatTrustScore(score)} out of 5`;

/**
 * '{label} {score} out of 5' ('Excellent 4.7 out of 5'; the label follows the review service's
 * bands, trustScoreLabel, and the score is always shown), linking to the public review page. While
 * the score loads a placeholder holds its place; without a score the line still links to the
 * reviews rather than claiming a rating it cannot show. A link to the reviews policy follows.
 *
 * Nothing beside the score moves when it arrives (docs/first-paint.md › Nothing moves): it sits in
 * a slot as wide as the widest score line in the visitor's own font ('Excellent 5.0 out of 5',
 * drawn invisibly by home.css from `data-widest`, so it is no text of the page), which the
 * placeholder fills while it loads.
 */
export function TrustLine({ trustScore }: { trustScore: Resource<number> }) {
  return (
    <p className="home-trust-line">
      <ShellIcon path={starIcon} />
      <span className="home-trust-score" data-widest={scoreText(MAX_SCORE)}>
        {trustScore.status === 'loading' && (
          <>
            <Skeleton width="100%" />
            <span className="visually-hidden">Loading our review score</span>
          </>
        )}
        {trustScore.status === 'ready' && (
          <SmartLink href={externalUrls.reviewPage} tone="inherit">
            {scoreText(trustScore.data)}
          </SmartLink>
        )}
        {trustScore.status === 'failed' && (
          <SmartLink href={externalUrls.reviewPage} tone="inherit">
            Read our customer reviews
          </SmartLink>
        )}
      </span>
      {/* Beside the score: how reviews are collected and shown (docs/product/regulatory-pages.md › Reviews policy). */}
      <span aria-hidden>·</span>
      <SmartLink href={routePaths.reviewsPolicy} tone="inherit" className="home-trust-policy">
        How we collect reviews
      </SmartLink>
    </p>
  );
}
