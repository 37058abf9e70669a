import { ContentPage } from '../components/ContentPage';
import { privacyPage } from '../content/privacy';

export default function PrivacyPage() {
  return <ContentPage page={privacyPage} />;
}
