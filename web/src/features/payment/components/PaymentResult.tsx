import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/PageMeta';
import { ShellIcon } from '../../../components/ShellIcon';
import './payment-result.css';

/** The outcome's icon, in its colour; 'checking' is a spinner. */
export type ResultIcon = 'checking' | 'success' | 'help' | 'error';

/** Material icons' rounded paths (as @mui/icons-material): CheckCircleOutline, HelpOutline, ErrorOutline. */
const iconPaths: Record<Exclude<ResultIcon, 'checking'>, string> = {
  success:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m3.88-11.71L10 14.17l-1.88-1.88a.996.996 0 0 0-1.41 0c-.39.39-.39 1.02 0 1.41l2.59 2.59c.39.39 1.02.39 1.41 0L17.3 9.7c.39-.39.39-1.02 0-1.41s-1.03-.39-1.42 0',
  help: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m-1-4h2v2h-2zm1.61-9.96c-2.06-.3-3.88.97-4.43 2.79-.18.58.26 1.17.87 1.17h.2c.41 0 .74-.29.88-.67.32-.89 1.27-1.5 2.3-1.28.95.2 1.65 1.13 1.57 2.1-.1 1.34-1.62 1.63-2.45 2.88 0 .01-.01.01-.01.02-.01.02-.02.03-.03.05-.09.15-.18.32-.25.5-.01.03-.03.05-.04.08-.01.02-.01.04-.02.07-.12.34-.2.75-.2 1.25h2c0-.42.11-.77.28-1.07.02-.03.03-.06.05-.09.08-.14.18-.27.28-.39.01-.01.02-.03.03-.04.1-.12.21-.23.33-.34.96-.91 2.26-1.65 1.99-3.56-.24-1.74-1.61-3.21-3.35-3.47',
  error:
    'M12 7c.55 0 1 .45 1 1v4c0 .55-.45 1-1 1s-1-.45-1-1V8c0-.55.45-1 1-1m-.01-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m1-3h-2v-2h2z',
};

/** Material's PrintRounded: "Print or save this page". */
export const printRoundedIcon =
  'M19 8H5c-1.66 0-3 1.34-3 3v4c0 1.1.9 2 2 2h2v2c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2v-2h2c1.1 0 2-.9 2-2v-4c0-1.66-1.34-3-3-3m-4 11H9c-.55 0-1-.45-1-1v-4h8v4c0 .55-.45 1-1 1m4-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m-2-9H7c-.55 0-1 .45-1 1v2c0 .55.45 1 1 1h10c.55 0 1-.45 1-1V4c0-.55-.45-1-1-1';

interface PaymentResultProps {
  title: string;
  heading: string;
  icon: ResultIcon;
  children: ReactNode;
  actions: ReactNode;
  /** False for an interim state (e.g. checking) so that only the outcome fades in. */
  animate?: boolean;
}

/**
 * The layout of /Payment/Success and /Payment/Failure: an icon, the one heading, a few lines
 * and the next steps, faded in over 800 ms (docs/product/payment.md › Payment) unless the visitor
 * has asked for reduced motion. The fade is a
 * CSS animation in the page's stylesheet, so it runs before (and without) JavaScript and the
 * text is never left invisible; it runs again when an outcome replaces "Checking". Plain
 * elements (payment-result.css): the result pages hydrate without MUI.
 */
export function PaymentResult({ title, heading, icon, children, actions, animate = true }: PaymentResultProps) {
  return (
    <div className="payment-result-page">
      <PageMeta title={title} />
      <div data-testid="payment-result" className={animate ? 'payment-result payment-result--fade' : 'payment-result'}>
        <div aria-hidden className={`payment-result-icon payment-result-icon--${icon}`}>
          {icon === 'checking' ? <span className="plain-spinner" /> : <ShellIcon path={iconPaths[icon]} />}
        </div>
        <h1 className="plain-h1">{heading}</h1>
        {children}
        {actions && <div className="plain-actions payment-result-actions">{actions}</div>}
      </div>
    </div>
  );
}
