import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageMeta } from '../../components/PageMeta';

interface StatusMessageProps {
  title: string;
  heading: string;
  children: ReactNode;
}

/** A short centred page: a heading, a sentence or two and what to do next. */
export function StatusMessage({ title, heading, children }: StatusMessageProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageMeta title={title} />
      <Typography variant="h1" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Container>
  );
}
