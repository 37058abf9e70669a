import { ContentPage } from '../components/ContentPage';
import { meterReadingHelpPage } from '../content/help/meter-reading-help';

export default function MeterReadingHelpPage() {
  return <ContentPage page={meterReadingHelpPage} />;
}
