import { routePaths } from '#contracts/site-routes';
import { emergencyNumbers, emergencyTelHrefs } from '../lib/emergency-numbers';
import { brand, telHref } from '../lib/site-config';
import { SmartLink } from './SmartLink';

/**
 * "Smell gas?", "Power cut?" and "No power or gas because of your meter?" with their free 24-hour
 * numbers as tel: links, a line saying which number is for what, and a link to the emergencies
 * page (docs/product/site-shell.md › Site shell and links). Always shown as they are, never inside
 * a collapsed panel: someone who smells gas must not have to find them. The text takes the colour
 * of where it sits (dark footer, green contact block). Plain elements styled by
 * web/src/app/layout/shell.css (`.emergency-lines`); `className` places it.
 */
export function EmergencyLines({ className }: { className?: string }) {
  return (
    <div className={className ? `emergency-lines ${className}` : 'emergency-lines'}>
      <ul aria-label="Emergency numbers">
        <li>
          <strong>Smell gas?</strong> Call the National Gas Emergency Service on{' '}
          <a href={emergencyTelHrefs.gas} className="emergency-lines-number">
            {emergencyNumbers.gas}
          </a>
        </li>
        <li>
          <strong>Power cut?</strong> Call{' '}
          <a href={emergencyTelHrefs.powerCut} className="emergency-lines-number">
            {emergencyNumbers.powerCut}
          </a>
        </li>
        <li>
          <strong>No power or gas because of a fault with your meter?</strong> Call us free,{' '}
          {brand.meterFaultLine.hours}, on{' '}
          <a href={telHref(brand.meterFaultLine.phone)} className="emergency-lines-number">
            {brand.meterFaultLine.phone}
          </a>
        </li>
      </ul>
      <p>
        All three are free, day and night. Call {emergencyNumbers.powerCut} when the power is off in your street or your
        area, {emergencyNumbers.gas} if you smell gas or fear carbon monoxide, and our 24-hour line only when your meter
        has cut off your supply; for anything else, our customer line, {brand.phone}, {brand.openingHours}.{' '}
        <SmartLink href={routePaths.emergencies} tone="inherit">
          What to do in an emergency
        </SmartLink>
      </p>
    </div>
  );
}
