import { ContentPage } from '../components/ContentPage';
import { reviewsPolicyPage } from '../content/legal/reviews-policy';

export default function ReviewsPolicyPage() {
  return <ContentPage page={reviewsPolicyPage} />;
}
