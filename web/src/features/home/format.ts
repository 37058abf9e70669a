/** Display formatting for the home page (money: formatPence in lambdas/contracts/money.ts). */

// Made with the first review shown, not when the home page loads: a browser's first Intl
// formatter costs a slow phone's CPU (docs/performance.md › Figures behind choices in the code).
let reviewDate: Intl.DateTimeFormat | undefined;

/** '2026-10-30T10:15:00.000Z' -> '30 October 2026' (UK time, so a late-evening review keeps its UK date). */
export function formatReviewDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return '';
  reviewDate ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  return reviewDate.format(date);
}

/** Trust scores are shown with one decimal place, as the review site does (4.7). */
export function formatTrustScore(score: number): string {
  return score.toFixed(1);
}

/**
 * The review service's own word for a TrustScore, by its bands (Trustpilot: Excellent 4.3 and
 * above, Great 3.8, Average 3.3, Poor 2.8, Bad below), taken from the score as shown (one
 * decimal place), so the word and the number never disagree.
 */
export function trustScoreLabel(score: number): 'Excellent' | 'Great' | 'Average' | 'Poor' | 'Bad' {
  const shown = Number(formatTrustScore(score));
  if (shown >= 4.3) return 'Excellent';
  if (shown >= 3.8) return 'Great';
  if (shown >= 3.3) return 'Average';
  if (shown >= 2.8) return 'Poor';
  return 'Bad';
}

export const UNKNOWN_REVIEWER = 'Unknown User';

/** The reviewer's name, or 'Unknown User' when the review site has none (docs/product/home.md › Reviews). */
export function reviewerName(name: string | null): string {
  return name?.trim() || UNKNOWN_REVIEWER;
}

/** The avatar letter: the name's first character in upper case ('U' for an unknown user). */
export function reviewerInitial(name: string | null): string {
  const [initial = ''] = Array.from(reviewerName(name));
  return initial.toUpperCase();
}
