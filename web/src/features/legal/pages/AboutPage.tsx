import { ContentPage } from '../components/ContentPage';
import { aboutPage } from '../content/about';

export default function AboutPage() {
  return <ContentPage page={aboutPage} />;
}
