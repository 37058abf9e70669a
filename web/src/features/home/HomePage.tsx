import { apiPaths } from '#contracts/api-paths';
import { DEFAULT_REGION_ID, distributionRegions } from '#contracts/distribution-regions';
import type { Review } from '#contracts/reviews';
import { PageMeta } from '../../components/PageMeta';
import { deferredIsland } from '../../components/deferred-island';
import { OrganizationData } from './OrganizationData';
import { brand } from '../../lib/site-config';
import { HeroSection } from './HeroSection';
import { regionalPath, RegionPricesNote, useRegionChoice } from './region-prices';
import { ReviewsCarousel } from './ReviewsCarousel';
import { TariffsSection } from './TariffsSection';
import { useApiResource, type Resource } from './useApiResource';
import './home.css';

// Text and links only: left as the build wrote them when the page is hydrated, their code fetched
// only for an in-app navigation (deferredIsland).
const loadStaticSections = () => import('./HomeStaticSections');
const WhyChooseUs = deferredIsland(() => loadStaticSections().then((module) => module.WhyChooseUs));
const ReviewsDisclosure = deferredIsland(() => loadStaticSections().then((module) => module.ReviewsDisclosure));
const HowItWorks = deferredIsland(() => loadStaticSections().then((module) => module.HowItWorks));
const ContactSection = deferredIsland(() => loadStaticSections().then((module) => module.ContactSection));

function select<T, U>(resource: Resource<T>, pick: (data: T) => U): Resource<U> {
  return resource.status === 'ready' ? { status: 'ready', data: pick(resource.data) } : resource;
}

// The answers' contracts load with the data, not before the first paint (see useApiResource).
const loadPriceCapSchema = () => import('#contracts/price-cap').then((contract) => contract.priceCapResponseSchema);
const loadReviewsSchema = () => import('#contracts/reviews').then((contract) => contract.reviewsResponseSchema);
const loadTariffsSchema = () => import('#contracts/tariffs').then((contract) => contract.tariffsResponseSchema);

/**
 * The home page: quote form and price comparison first, then why us, reviews, how a switch works,
 * tariffs and contact. What hydrates is plain elements (home.css), without MUI; the sections drawn
 * with MUI are never hydrated (HomeStaticSections.tsx) or load after hydration (the review cards).
 */
export default function HomePage() {
  const reviews = useApiResource(apiPaths.reviews, loadReviewsSchema);
  const [regionChoice, chooseRegion] = useRegionChoice();
  const priceCap = useApiResource(regionalPath(apiPaths.priceCap, regionChoice), loadPriceCapSchema);
  const tariffs = useApiResource(regionalPath(apiPaths.tariffs, regionChoice), loadTariffsSchema);
  // The previous answer stays on screen until the new region's arrives: name the region it is for.
  const pricedRegion = tariffs.status === 'ready' ? tariffs.data.region : undefined;
  const regionName = pricedRegion?.name ?? regionChoice.chosen?.region.name ?? distributionRegions[DEFAULT_REGION_ID];
  const chosenRegionPriced =
    regionChoice.chosen && pricedRegion?.id === regionChoice.chosen.region.id ? pricedRegion : undefined;

  return (
    <>
      <PageMeta
        title="Switch. Save. Smile."
        description={`${brand.name}: household gas and electricity in Great Britain, with a variable tariff below the Ofgem price cap. Enter your postcode for a quote and switch within five working days.`}
      />
      <OrganizationData />
      <HeroSection
        priceCap={priceCap}
        postcode={regionChoice.chosen?.postcode}
        trustScore={select(reviews, (data) => data.trustScore)}
        onQuote={chooseRegion}
        regionNote={<RegionPricesNote refusal={regionChoice.refusal} priced={chosenRegionPriced} />}
      />
      <div className="home-container home-sections">
        <WhyChooseUs />
        <section aria-labelledby="reviews-heading">
          <h2 className="plain-h2 home-section-heading" id="reviews-heading">
            What Our Customers Say
          </h2>
          <ReviewsDisclosure />
          <ReviewsCarousel reviews={select(reviews, (data): Review[] => data.reviews)} />
        </section>
        <HowItWorks />
        <TariffsSection tariffs={tariffs} regionName={regionName} postcode={regionChoice.chosen?.postcode} />
        <ContactSection />
      </div>
    </>
  );
}
