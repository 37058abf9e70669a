import { ContentPage } from '../components/ContentPage';
import { aboutPage } from '../content/company/about';

export default function AboutPage() {
  return <ContentPage page={aboutPage} />;
}
