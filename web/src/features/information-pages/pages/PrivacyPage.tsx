import { ContentPage } from '../components/ContentPage';
import { privacyPage } from '../content/legal/privacy';

export default function PrivacyPage() {
  return <ContentPage page={privacyPage} />;
}
