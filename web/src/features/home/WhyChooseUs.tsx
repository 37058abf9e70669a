import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import type { SvgIconComponent } from '@mui/icons-material';

const benefits: { title: string; text: string; Icon: SvgIconComponent }[] = [
  {
    title: 'Cheapest Variable Tariff',
    text: 'Our standard variable tariff sits below the Ofgem price cap, so you pay less without being tied in.',
    Icon: BoltIcon,
  },
  {
    title: 'Customer Service Excellence',
    text: 'A friendly UK team that knows your account and answers by phone, e-mail or web chat.',
    Icon: HeadsetMicIcon,
  },
  {
    title: 'Quick Queries Resolution',
    text: 'Most questions are sorted on first contact, and we keep you updated until everything is done.',
    Icon: QuestionAnswerIcon,
  },
];

export function WhyChooseUs() {
  return (
    <Box component="section" aria-labelledby="why-choose-us-heading">
      <Typography variant="h2" id="why-choose-us-heading" sx={{ textAlign: 'center', mb: 4 }}>
        Why Choose Us?
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {benefits.map(({ title, text, Icon }) => (
          <li key={title}>
            <Card variant="outlined" sx={{ height: '100%', p: 3 }}>
              <Box
                sx={{
                  width: 56,
                  height: 56,
                  borderRadius: '50%',
                  bgcolor: 'primary.light',
                  color: 'primary.main',
                  display: 'grid',
                  placeItems: 'center',
                  mb: 2,
                }}
              >
                <Icon aria-hidden fontSize="large" />
              </Box>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
