import { ContentPage } from '../components/ContentPage';
import { warmHomeDiscountPage } from '../content/help/warm-home-discount';

export default function WarmHomeDiscountPage() {
  return <ContentPage page={warmHomeDiscountPage} />;
}
