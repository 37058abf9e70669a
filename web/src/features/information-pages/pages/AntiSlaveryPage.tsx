import { ContentPage } from '../components/ContentPage';
import { antiSlaveryPage } from '../content/legal/anti-slavery';

export default function AntiSlaveryPage() {
  return <ContentPage page={antiSlaveryPage} />;
}
