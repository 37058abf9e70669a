import type { Review } from '#contracts/reviews';
import { ShellIcon } from '../../components/ShellIcon';
import { formatReviewDate, reviewerInitial, reviewerName } from './format';
import { starBorderIcon, starIcon } from './home-icons';
import { newTabProps } from '../../lib/link-rules';

const MAX_STARS = 5;

/** The stars as one image named in words; the amber is dark enough for 3:1 on the white card (home.css). */
export function StarRating({ stars }: { stars: number }) {
  return (
    <span role="img" aria-label={`${stars} out of ${MAX_STARS} stars`} className="home-review-stars">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <ShellIcon key={index} path={index < stars ? starIcon : starBorderIcon} />
      ))}
    </span>
  );
}

/**
 * One review: name, date, stars and text (already cut by the API); the whole card is the link to
 * the review. Plain elements styled by home.css, as MUI's outlined Card, CardActionArea, Avatar and
 * Typography drew it, so the home page needs no MUI at all (docs/first-paint.md › Lighthouse).
 */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <a {...newTabProps(review.url)} className="home-review-card">
      <div className="home-review-card-header">
        <span aria-hidden="true" className="home-review-avatar">
          {reviewerInitial(review.name)}
        </span>
        <div className="home-review-card-who">
          <h3 className="home-review-name">{reviewerName(review.name)}</h3>
          <p className="home-review-date">
            <time dateTime={review.date}>{formatReviewDate(review.date)}</time>
          </p>
        </div>
      </div>
      <StarRating stars={review.stars} />
      <p className="home-review-text">{review.text}</p>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
