import { ContentPage } from '../components/ContentPage';
import { cookiePolicyPage } from '../content/cookies';

export default function CookiePolicyPage() {
  return <ContentPage page={cookiePolicyPage} />;
}
