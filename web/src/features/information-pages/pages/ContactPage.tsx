import { ContentPage } from '../components/ContentPage';
import { contactPage } from '../content/help/contact';

export default function ContactPage() {
  return <ContentPage page={contactPage} />;
}
