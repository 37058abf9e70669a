import { ContentPage } from '../components/ContentPage';
import { emergenciesPage } from '../content/help/emergencies';

export default function EmergenciesPage() {
  return <ContentPage page={emergenciesPage} />;
}
