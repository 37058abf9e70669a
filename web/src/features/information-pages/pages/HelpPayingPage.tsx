import { ContentPage } from '../components/ContentPage';
import { helpPayingPage } from '../content/help/help-paying';

export default function HelpPayingPage() {
  return <ContentPage page={helpPayingPage} />;
}
