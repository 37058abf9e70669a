import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DEFAULT_REGION_ID, distributionRegions } from '#contracts/distribution-regions';
import type { Review } from '#contracts/reviews';
import type { Tariff } from '#contracts/tariffs';
import { PageMeta } from '../../components/PageMeta';
import { StaticIsland } from '../../components/StaticIsland';
import { OrganizationData } from './OrganizationData';
import { brand } from '../../lib/site-config';
import { ContactSection } from './ContactSection';
import { HeroSection } from './HeroSection';
import { HowItWorks } from './HowItWorks';
import { regionalPath, RegionPricesNote, useRegionChoice } from './region-prices';
import { ReviewsCarousel } from './ReviewsCarousel';
import { ReviewsDisclosure } from './ReviewsDisclosure';
import { TariffsSection } from './TariffsSection';
import { WhyChooseUs } from './WhyChooseUs';
import { useApiResource, type Resource } from './useApiResource';
import { withTheme } from '../../components/ThemeScope';

function select<T, U>(resource: Resource<T>, pick: (data: T) => U): Resource<U> {
  return resource.status === 'ready' ? { status: 'ready', data: pick(resource.data) } : resource;
}

// The answers' contracts load with the data, not before the first paint (see useApiResource).
const loadPriceCapSchema = () => import('#contracts/price-cap').then((contract) => contract.priceCapResponseSchema);
const loadReviewsSchema = () => import('#contracts/reviews').then((contract) => contract.reviewsResponseSchema);
const loadTariffsSchema = () => import('#contracts/tariffs').then((contract) => contract.tariffsResponseSchema);

/** The home page: quote form and price comparison first, then why us, reviews, how a switch works, tariffs and contact. */
function HomePage() {
  const reviews = useApiResource('/api/reviews', loadReviewsSchema);
  const [regionChoice, chooseRegion] = useRegionChoice();
  const priceCap = useApiResource(regionalPath('/api/price-cap', regionChoice), loadPriceCapSchema);
  const tariffs = useApiResource(regionalPath('/api/tariffs', regionChoice), loadTariffsSchema);
  // The previous answer stays on screen until the new region's arrives: name the region it is for.
  const pricedRegion = tariffs.status === 'ready' ? tariffs.data.region : undefined;
  const regionName = pricedRegion?.name ?? regionChoice.chosen?.region.name ?? distributionRegions[DEFAULT_REGION_ID];
  const chosenRegionPriced =
    regionChoice.chosen && pricedRegion?.id === regionChoice.chosen.region.id ? pricedRegion : undefined;

  return (
    <>
      <PageMeta
        title="Switch. Save. Smile."
        description={`${brand.name}: the UK's cheapest variable gas and electricity tariff. Enter your postcode for a quote and switch within five working days.`}
      />
      <OrganizationData />
      <HeroSection
        priceCap={priceCap}
        postcode={regionChoice.chosen?.postcode}
        trustScore={select(reviews, (data) => data.trustScore)}
        onQuote={chooseRegion}
        regionNote={<RegionPricesNote refusal={regionChoice.refusal} priced={chosenRegionPriced} />}
      />
      {/* minmax(0, 1fr): the carousel track must not widen the column to its full length of slides. */}
      <Container
        maxWidth="lg"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 7, md: 10 }, py: { xs: 6, md: 9 } }}
      >
        {/* Text and links only: left as the build wrote it when the page is hydrated. */}
        <StaticIsland>
          <WhyChooseUs />
        </StaticIsland>
        <Box component="section" aria-labelledby="reviews-heading">
          <Typography variant="h2" id="reviews-heading" sx={{ textAlign: 'center', mb: 4 }}>
            What Our Customers Say
          </Typography>
          <StaticIsland>
            <ReviewsDisclosure />
          </StaticIsland>
          <ReviewsCarousel reviews={select(reviews, (data): Review[] => data.reviews)} />
        </Box>
        <StaticIsland>
          <HowItWorks />
        </StaticIsland>
        <TariffsSection
          tariffs={select(tariffs, (data): Tariff[] => data.tariffs)}
          regionName={regionName}
          postcode={regionChoice.chosen?.postcode}
          consumption={tariffs.status === 'ready' ? tariffs.data.typicalConsumption : undefined}
        />
        <StaticIsland>
          <ContactSection />
        </StaticIsland>
      </Container>
    </>
  );
}

// Drawn with MUI: in the theme's scope (web/src/components/ThemeScope.tsx).
export default withTheme(HomePage);
