import { withTheme } from '../../components/ThemeScope';
import { ContactSection as Contact } from './ContactSection';

/*
 * The home page's sections that are text and links only (deferredIsland in HomePage.tsx): drawn at
 * build time, never hydrated, fetched by the browser only when it must draw them itself (the home
 * page reached by an in-app link). The contact block is drawn with MUI, in the theme's scope
 * (web/src/components/ThemeScope.tsx); the others in plain elements (home.css), which keeps the
 * document's styles small.
 */
export const ContactSection = withTheme(Contact);
export { HowItWorks } from './HowItWorks';
export { ReviewsDisclosure } from './ReviewsDisclosure';
export { WhyChooseUs } from './WhyChooseUs';
