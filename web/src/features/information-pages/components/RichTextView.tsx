import { SmartLink } from '../../../components/SmartLink';
import type { RichText } from '../content/types';

/** Renders a paragraph's runs: plain words, bold words and links (SmartLink decides in-site or new tab). */
export function RichTextView({ text }: { text: RichText }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((run, index) => {
        if (typeof run === 'string') return run;
        if ('strong' in run) return <strong key={index}>{run.strong}</strong>;
        return (
          <SmartLink key={index} href={run.link}>
            {run.text}
          </SmartLink>
        );
      })}
    </>
  );
}
