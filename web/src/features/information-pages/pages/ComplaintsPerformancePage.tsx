import { ContentPage } from '../components/ContentPage';
import { complaintsPerformancePage } from '../content/legal/complaints-performance';

export default function ComplaintsPerformancePage() {
  return <ContentPage page={complaintsPerformancePage} />;
}
