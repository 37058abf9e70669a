import { ContentPage } from '../components/ContentPage';
import { priorityServicesPage } from '../content/priority-services';

export default function PriorityServicesPage() {
  return <ContentPage page={priorityServicesPage} />;
}
