import { ContentPage } from '../components/ContentPage';
import { accessibilityPage } from '../content/legal/accessibility';

export default function AccessibilityPage() {
  return <ContentPage page={accessibilityPage} />;
}
