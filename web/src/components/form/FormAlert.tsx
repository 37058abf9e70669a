import type { ReactNode } from 'react';
import { ShellIcon } from '../ShellIcon';
import './form.css';

interface FormAlertProps {
  severity: 'error' | 'info';
  /** 'alert' for a message that appears after an action, so it is announced. */
  role?: 'alert';
  /** Keeps its space but shows nothing (a notice the page may show once hydrated). */
  invisible?: boolean;
  children: ReactNode;
}

/** A message in or beside a form, drawn as MUI's standard Alert was (form.css), without MUI. */
export function FormAlert({ severity, role, invisible = false, children }: FormAlertProps) {
  const className = `form-alert form-alert--${severity}${invisible ? ' form-alert--invisible' : ''}`;
  return (
    <div className={className} role={role}>
      <ShellIcon name={severity === 'error' ? 'errorOutline' : 'infoOutlined'} />
      <div className="form-alert-message">{children}</div>
    </div>
  );
}
