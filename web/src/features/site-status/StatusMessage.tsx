import type { ReactNode } from 'react';
import { PageMeta } from '../../components/PageMeta';

interface StatusMessageProps {
  title: string;
  heading: string;
  children: ReactNode;
}

/**
 * A short centred page: a heading, a sentence or two and what to do next. Plain elements styled by
 * web/src/app/layout/shell.css (`.plain-page`): the 404 page is bundled with the shell, which
 * hydrates without MUI.
 */
export function StatusMessage({ title, heading, children }: StatusMessageProps) {
  return (
    <div className="plain-page">
      <PageMeta title={title} />
      <h1 className="plain-h1">{heading}</h1>
      {children}
    </div>
  );
}
