import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/PageMeta';
import { ShellIcon, type ShellIconName } from '../../../components/ShellIcon';
import './payment-result.css';

/** The outcome's icon, in its colour; 'checking' is a spinner. */
export type ResultIcon = 'checking' | 'success' | 'help' | 'error';

const icons: Record<Exclude<ResultIcon, 'checking'>, ShellIconName> = {
  success: 'checkCircleOutlineRounded',
  help: 'helpOutlineRounded',
  error: 'errorOutlineRounded',
};

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
          {icon === 'checking' ? <span className="plain-spinner" /> : <ShellIcon name={icons[icon]} />}
        </div>
        <h1 className="plain-h1">{heading}</h1>
        {children}
        {actions && <div className="plain-actions payment-result-actions">{actions}</div>}
      </div>
    </div>
  );
}
