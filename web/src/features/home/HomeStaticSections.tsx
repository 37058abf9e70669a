/*
 * The home page's sections that are text and links only (deferredIsland in HomePage.tsx), in plain
 * elements (home.css): drawn at build time, never hydrated, fetched by the browser only when it must
 * draw them itself (the home page reached by an in-app link).
 */
export { ContactSection } from './ContactSection';
export { HowItWorks } from './HowItWorks';
export { ReviewsDisclosure } from './ReviewsDisclosure';
export { WhyChooseUs } from './WhyChooseUs';
