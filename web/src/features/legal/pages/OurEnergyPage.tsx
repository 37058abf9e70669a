import { ContentPage } from '../components/ContentPage';
import { ourEnergyPage } from '../content/our-energy';

export default function OurEnergyPage() {
  return <ContentPage page={ourEnergyPage} />;
}
