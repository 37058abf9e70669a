import { ContentPage } from '../components/ContentPage';
import { ourEnergyPage } from '../content/company/our-energy';

export default function OurEnergyPage() {
  return <ContentPage page={ourEnergyPage} />;
}
