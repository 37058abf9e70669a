import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { poundsText } from '#contracts/number-text';
import { publishedFigures } from '../../lib/published-figures';

/**
 * The four steps of a switch (docs/product/home.md › Home page); the numbers are part of the design.
 * The late-switch payment is the Guaranteed Standards' (web/src/lib/published-figures.ts).
 */
export const switchSteps = [
  { number: '01', title: 'Get a Quote', text: 'Give us your postcode and your usage to see your price in minutes.' },
  { number: '02', title: 'Choose Your Plan', text: 'Compare our tariffs and pick the one that suits your home.' },
  {
    number: '03',
    title: 'Peace of Mind Period',
    text: 'You have a 14-day window to change your mind, with no exit fees.',
  },
  {
    number: '04',
    title: 'Rapid Switch Completion',
    text: `Most switches complete within a few days. By law your new plan starts within five working days of us having everything we need, or we pay you ${poundsText(publishedFigures.guaranteedStandards.paymentPounds)}. We handle everything with your old supplier.`,
  },
] as const;

export function HowItWorks() {
  return (
    <Box component="section" aria-labelledby="switch-faster-heading">
      <Typography variant="h2" id="switch-faster-heading" sx={{ textAlign: 'center' }}>
        Switch Faster, Save Sooner
      </Typography>
      <Typography variant="h3" component="p" color="primary" sx={{ textAlign: 'center', mt: 1, mb: 4 }}>
        How It Works
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {switchSteps.map((step) => (
          <Box
            component="li"
            key={step.number}
            sx={{ p: 3, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          >
            <Typography
              component="p"
              aria-hidden
              sx={{ fontSize: '2.5rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
            >
              {step.number}
            </Typography>
            <Typography variant="h4" component="h3" sx={{ mt: 1.5, mb: 1 }}>
              <span className="visually-hidden">Step {step.number}: </span>
              {step.title}
            </Typography>
            <Typography color="text.secondary">{step.text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
