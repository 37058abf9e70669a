import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { AccountLookupRequest } from '#contracts/account';
import { AccountLookupForm } from '../../components/account-lookup';
import '../../components/form/form.css';
import { PageMeta } from '../../components/PageMeta';
import { brand } from '../../lib/site-config';
import { browserOnlyComponent } from '../../lib/browser-only-component';
import { browserOnlyModule, useBrowserOnlyModule } from '../../lib/browser-only-module';
import { useLoadOnFirstUse } from '../../lib/load-on-first-use';
import { lookUpPaymentAccount } from './api';
import { foundAccountRestore, forgetFoundAccount, saveFoundAccount, type FoundAccount } from './payment-session';

// Step 2 (amount, confirmation dialog) is only ever shown in the browser: fetched once the page
// has hydrated, while the payer fills in step 1 (docs/first-paint.md).
const amountStep = browserOnlyModule(() =>
  import('./components/AmountStep').then((module) => ({ default: module.ThemedAmountStep })),
);
const AmountStep = browserOnlyComponent(amountStep);

/** Step 1's lookup, done when step 2 can show: the account, and step 2's code (normally here already). */
function lookUpForAmountStep(input: AccountLookupRequest, signal: AbortSignal) {
  return Promise.all([lookUpPaymentAccount(input, signal), amountStep.load()]).then(([found]) => found);
}

/** Step 2 and the stored account: here before an in-app navigation ('Try Again') shows the page (web/src/app/router.tsx). */
export const loadBrowserParts = () => Promise.all([foundAccountRestore.load(), amountStep.load()]);

/** The search parameter naming step 2; step 1 is /Payment itself. */
export const AMOUNT_STEP = 'amount';

/**
 * /Payment: step 1 finds the account, step 2 (/Payment?step=amount) takes the amount, confirms
 * it and hands over to the card provider's hosted page. Each step is a history entry, so the
 * browser's Back on step 2 returns to step 1 with what was typed, and Forward returns to step 2
 * with the amount. The found account is kept for this tab so a refresh or 'Try Again' after a
 * cancelled checkout lands back on step 2.
 */
export default function PaymentPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // This tab's storage is read after hydration: the prerendered page (web/prerender.ts) and the
  // first browser frame both show step 1, then a refresh during step 2 lands back on step 2.
  const restoring = useBrowserOnlyModule(foundAccountRestore);
  const restored = useMemo(() => restoring?.restoreFoundAccount(), [restoring]);
  /** undefined: nothing chosen in this page yet (the restored account, if any, stands); null: forgotten. */
  const [chosen, setFound] = useState<FoundAccount | null>();
  const found = chosen === undefined ? restored : (chosen ?? undefined);
  const [typedValues, setLookupValues] = useState<AccountLookupRequest>();
  const lookupValues = typedValues ?? restored?.lookup;
  const [amount, setAmount] = useState('');
  const wantsAmountStep = searchParams.get('step') === AMOUNT_STEP;
  // 'default' on the entry a visitor arrived on; every navigation, Back and Forward included, has its own.
  const entryKey = useLocation().key;
  // Arriving with a stored account ('Try Again', a refresh) shows step 2 as soon as it is read.
  const [arrivalKey] = useState(entryKey);
  const arriving = entryKey === arrivalKey && chosen === undefined;
  const arrivingOnStep2 = arriving && Boolean(restored);
  const step = found && (wantsAmountStep || arrivingOnStep2) ? 2 : 1;
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // Step 2's code while the payer fills in step 1; tried again when step 2 is shown.
  useLoadOnFirstUse(amountStep.load);

  // ...and its address says so. A step 2 address without a stored account shows step 1. Only on
  // arrival: afterwards the address (Back, Forward) decides.
  useEffect(() => {
    if (arrivingOnStep2 && !wantsAmountStep) setSearchParams({ step: AMOUNT_STEP }, { replace: true });
  }, [arrivingOnStep2, wantsAmountStep, setSearchParams]);

  // Only a step change (a submit, Back or Forward) moves focus; a fresh page load, including the
  // stored account showing up after hydration, leaves it alone.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (!arriving) stepHeading.current?.focus();
  }, [step, arriving]);

  return (
    <div className="journey-page">
      <PageMeta
        title="Make a payment"
        description={`Pay towards your ${brand.name} account by debit or credit card.`}
      />
      <h1 className="plain-h1">Make a payment</h1>
      <p className="journey-lead">
        Pay towards your {brand.name} account by debit or credit card. You will need your account number and the
        postcode of the property we supply.
      </p>
      <div className="journey-card">
        <p className="journey-step">Step {step} of 2</p>
        <h2 ref={stepHeading} tabIndex={-1}>
          {step === 2 ? 'How much would you like to pay?' : 'Find your account'}
        </h2>
        {step === 2 && found ? (
          // Its code came with the lookup or the arrival (loadBrowserParts); a fallback only for Back or Forward after a failed load.
          <Suspense fallback={null}>
            <AmountStep
              key={found.account.accountNo}
              found={found}
              amount={amount}
              onAmountChange={setAmount}
              onChangeAccount={() => {
                forgetFoundAccount();
                setFound(null);
                setAmount('');
                setSearchParams({});
              }}
            />
          </Suspense>
        ) : (
          <AccountLookupForm
            lookup={lookUpForAmountStep}
            initialValues={lookupValues}
            onFound={(result, input) => {
              const next: FoundAccount = { ...result, lookup: input };
              saveFoundAccount(next);
              if (found?.account.accountNo !== next.account.accountNo) setAmount('');
              setLookupValues(input);
              setFound(next);
              setSearchParams({ step: AMOUNT_STEP });
            }}
          />
        )}
      </div>
    </div>
  );
}
