import { withTheme } from '../../components/ThemeScope';
import { ContactSection as Contact } from './ContactSection';
import { HowItWorks as Steps } from './HowItWorks';
import { ReviewsDisclosure as Disclosure } from './ReviewsDisclosure';
import { WhyChooseUs as Reasons } from './WhyChooseUs';

/*
 * The home page's sections that are text and links only (deferredIsland in HomePage.tsx): drawn
 * with MUI, in the theme's scope (web/src/components/ThemeScope.tsx), at build time, never
 * hydrated, fetched by the browser only when it must draw them itself (the home page reached by
 * an in-app link).
 */
export const ContactSection = withTheme(Contact);
export const HowItWorks = withTheme(Steps);
export const ReviewsDisclosure = withTheme(Disclosure);
export const WhyChooseUs = withTheme(Reasons);
