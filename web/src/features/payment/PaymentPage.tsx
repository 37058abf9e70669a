import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AccountLookupRequest } from '#contracts/account';
import { AccountLookupForm } from '../../components/account-lookup';
import { PageMeta } from '../../components/PageMeta';
import { brand } from '../../lib/site-config';
import { useHydrated } from '../../lib/use-hydrated';
import { lookUpPaymentAccount } from './api';
import { AmountStep } from './components/AmountStep';
import { forgetFoundAccount, restoreFoundAccount, saveFoundAccount, type FoundAccount } from './payment-session';

/**
 * /Payment: step 1 finds the account, step 2 takes the amount, confirms it and hands over to
 * the card provider's hosted page. The found account is kept for this tab so a refresh or
 * 'Try Again' after a cancelled checkout lands back on step 2.
 */
export default function PaymentPage() {
  // This tab's storage is read after hydration: the prerendered page (web/prerender.ts) and the
  // first browser frame both show step 1, then a refresh during step 2 lands back on step 2.
  const hydrated = useHydrated();
  const restored = useMemo(() => (hydrated ? restoreFoundAccount() : undefined), [hydrated]);
  /** undefined: nothing chosen in this page yet (the restored account, if any, stands); null: forgotten. */
  const [chosen, setFound] = useState<FoundAccount | null>();
  const found = chosen === undefined ? restored : (chosen ?? undefined);
  const [typedValues, setLookupValues] = useState<AccountLookupRequest>();
  const lookupValues = typedValues ?? restored?.lookup;
  // Only a step change made by the user moves focus; a fresh page load leaves it alone.
  const [stepChanged, setStepChanged] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (stepChanged) stepHeading.current?.focus();
  }, [found, stepChanged]);

  const step = found ? 2 : 1;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title="Make a payment"
        description={`Pay towards your ${brand.name} account by debit or credit card.`}
      />
      <Typography variant="h1" sx={{ mb: 2 }}>
        Make a payment
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Pay towards your {brand.name} account by debit or credit card. You will need your account number and the
        postcode of the property we supply.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          Step {step} of 2
        </Typography>
        <Typography ref={stepHeading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.5rem', mb: 3, outline: 'none' }}>
          {found ? 'How much would you like to pay?' : 'Find your account'}
        </Typography>
        {found ? (
          <AmountStep
            key={found.account.accountNo}
            found={found}
            onChangeAccount={() => {
              forgetFoundAccount();
              setFound(null);
              setStepChanged(true);
            }}
          />
        ) : (
          <AccountLookupForm
            lookup={lookUpPaymentAccount}
            initialValues={lookupValues}
            onFound={(result, input) => {
              const next: FoundAccount = { ...result, lookup: input };
              saveFoundAccount(next);
              setLookupValues(input);
              setFound(next);
              setStepChanged(true);
            }}
          />
        )}
      </Paper>
    </Container>
  );
}
