import Skeleton from '@mui/material/Skeleton';
import StarIcon from '@mui/icons-material/Star';
import Typography from '@mui/material/Typography';
import { routePaths } from '#contracts/site-routes';
import { SmartLink } from '../../components/SmartLink';
import { externalUrls } from '../../lib/site-config';
import { formatTrustScore, trustScoreLabel } from './format';
import type { Resource } from './useApiResource';

/**
 * '{label} {score} out of 5' ('Excellent 4.7 out of 5'; the label follows the review service's
 * bands, trustScoreLabel, and the score is always shown), linking to the public review page. While the score loads a
 * placeholder of the same size holds its place; without a score the line still links to the
 * reviews rather than claiming a rating it cannot show. A link to the reviews policy follows.
 */
export function TrustLine({ trustScore }: { trustScore: Resource<number> }) {
  return (
    <Typography
      component="p"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, minHeight: 32, fontWeight: 600 }}
    >
      <StarIcon aria-hidden sx={{ color: 'secondary.main' }} />
      {trustScore.status === 'loading' && (
        <>
          <Skeleton variant="text" width="11rem" aria-hidden />
          <span className="visually-hidden">Loading our review score</span>
        </>
      )}
      {trustScore.status === 'ready' && (
        <SmartLink href={externalUrls.reviewPage} color="inherit" underline="always">
          {trustScoreLabel(trustScore.data)} {formatTrustScore(trustScore.data)} out of 5
        </SmartLink>
      )}
      {trustScore.status === 'failed' && (
        <SmartLink href={externalUrls.reviewPage} color="inherit" underline="always">
          Read our customer reviews
        </SmartLink>
      )}
      {/* Beside the score: how reviews are collected and shown (docs/product/regulatory-pages.md › Reviews policy). */}
      <span aria-hidden>·</span>
      <SmartLink href={routePaths.reviewsPolicy} color="inherit" underline="always" sx={{ fontWeight: 400 }}>
        How we collect reviews
      </SmartLink>
    </Typography>
  );
}
