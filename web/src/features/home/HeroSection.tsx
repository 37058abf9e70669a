import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PriceCapResponse } from '#contracts/price-cap';
import { brandColours } from '../../lib/brand-colours';
import { PriceBadges } from './PriceBadges';
import { QuoteForm } from './QuoteForm';
import { TrustLine } from './TrustLine';
import type { Resource } from './useApiResource';

/** Headline, quote form, trust line and the price-cap comparison: everything above the fold. */
export function HeroSection({
  priceCap,
  postcode,
  trustScore,
  onQuote,
  regionNote,
}: {
  priceCap: Resource<PriceCapResponse>;
  /** The postcode whose region the page prices, if one was entered. */
  postcode?: string;
  trustScore: Resource<number>;
  /** Gets the postcode of each valid 'Quote me' (the page then prices its region). */
  onQuote?: (postcode: string) => void;
  /** What the page says about the region it prices, under the form. */
  regionNote?: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="home-heading"
      sx={{
        color: 'primary.contrastText',
        // Focus rings in yellow on the dark green (theme.ts); the white quote panel sets them back to dark.
        '--focus-ring-colour': brandColours.sun,
        background: `linear-gradient(135deg, ${brandColours.fernDark} 0%, ${brandColours.fern} 60%, #2f7a4f 100%)`,
        py: { xs: 5, md: 9 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          // minmax(0, …): a column never grows past the screen to fit its widest line (a wide font at 320 px).
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography variant="h1" id="home-heading">
            Switch. Save. Smile.
          </Typography>
          <Typography
            component="p"
            sx={{ fontSize: { xs: '1.25rem', md: '1.6rem' }, fontWeight: 600, mt: 1.5, mb: 3, color: brandColours.sun }}
          >
            UK&apos;s Cheapest Variable Tariff
          </Typography>
          {/* A light panel: the label and any error message keep their full contrast. */}
          <Box
            sx={{
              bgcolor: 'background.paper',
              color: 'text.primary',
              '--focus-ring-colour': brandColours.fernDark,
              borderRadius: 2,
              p: { xs: 2, sm: 2.5 },
              pb: { xs: 0.5, sm: 1 },
              maxWidth: '32rem',
              mb: 2,
            }}
          >
            <QuoteForm onQuote={onQuote} />
          </Box>
          {regionNote}
          <TrustLine trustScore={trustScore} />
        </Box>
        <PriceBadges priceCap={priceCap} postcode={postcode} />
      </Container>
    </Box>
  );
}
