import { ContentPage } from '../components/ContentPage';
import { cookiePolicyPage } from '../content/legal/cookies';

export default function CookiePolicyPage() {
  return <ContentPage page={cookiePolicyPage} />;
}
