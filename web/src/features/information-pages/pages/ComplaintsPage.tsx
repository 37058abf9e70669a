import { ContentPage } from '../components/ContentPage';
import { complaintsPage } from '../content/legal/complaints';

export default function ComplaintsPage() {
  return <ContentPage page={complaintsPage} />;
}
