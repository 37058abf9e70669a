import { ContentPage } from '../components/ContentPage';
import { guaranteedStandardsPage } from '../content/help/guaranteed-standards';

export default function GuaranteedStandardsPage() {
  return <ContentPage page={guaranteedStandardsPage} />;
}
