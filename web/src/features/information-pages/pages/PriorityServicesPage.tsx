import { ContentPage } from '../components/ContentPage';
import { priorityServicesPage } from '../content/help/priority-services';

export default function PriorityServicesPage() {
  return <ContentPage page={priorityServicesPage} />;
}
