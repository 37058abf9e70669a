import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { Review } from '#contracts/reviews';
import { formatReviewDate, reviewerInitial, reviewerName } from './format';
import { newTabProps } from '../../lib/link-rules';
const MAX_STARS = 5;
/** Amber dark enough for 3:1 against the white card (WCAG non-text contrast). */
const STAR_COLOUR = '#9a6700';

export function StarRating({ stars }: { stars: number }) {
  return (
    <Box role="img" aria-label={`${stars} out of ${MAX_STARS} stars`} sx={{ display: 'flex', color: STAR_COLOUR }}>
      {Array.from({ length: MAX_STARS }, (_, index) =>
        index < stars ? (
          <StarIcon key={index} fontSize="small" aria-hidden />
        ) : (
          <StarBorderIcon key={index} fontSize="small" aria-hidden />
        ),
      )}
    </Box>
  );
}

/** One review: name, date, stars and text (already cut by the API); the whole card opens the review. */
export function ReviewCard({ review }: { review: Review }) {
  const name = reviewerName(review.name);
  return (
    // The height every review card, its placeholder and the "reviews unavailable" box share (home.css).
    <Card variant="outlined" sx={{ height: 'var(--home-review-card-height)' }}>
      <CardActionArea
        {...newTabProps(review.url)}
        sx={{
          height: '100%',
          p: 2.5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          gap: 1.5,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
            {reviewerInitial(review.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="h3"
              sx={{
                fontWeight: 700,
                fontSize: '1rem',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {name}
            </Typography>
            <Typography component="p" variant="body2" color="text.secondary">
              <time dateTime={review.date}>{formatReviewDate(review.date)}</time>
            </Typography>
          </Box>
        </Box>
        <StarRating stars={review.stars} />
        <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {review.text}
        </Typography>
        <span className="visually-hidden"> (opens in a new tab)</span>
      </CardActionArea>
    </Card>
  );
}
