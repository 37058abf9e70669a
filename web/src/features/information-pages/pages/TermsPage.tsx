import { ContentPage } from '../components/ContentPage';
import { termsPage } from '../content/legal/terms';

export default function TermsPage() {
  return <ContentPage page={termsPage} />;
}
