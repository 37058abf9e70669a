/**
 * The content model of the legal and information pages. Copy lives in typed data files next to this
 * one and a handful of renderers turn it into markup, so adding a paragraph, a table row or a
 * glossary term never needs new JSX. The first five types are the content structures listed in
 * docs/product/information-pages.md › Information pages.
 */
import type { FuelMix, FuelShare } from '../../../lib/published-figures';

/** The fuel mix types live with the published figures (web/src/lib/published-figures.ts). */
export type { FuelMix, FuelShare };

/** A glossary or contact entry: a term and what it means. */
export interface DefinitionEntry {
  term: string;
  definition: RichText;
}

/** One line of a link list: an optional bold lead-in, then text that is a link when `link` is set. */
export interface LinkItem {
  text: string;
  link?: string;
  boldText?: string;
}

/** A row of the privacy policy's sharing table. */
export interface PrivacyRecipient {
  who: string;
  examples: string;
}

/** A row of the privacy policy's legal-basis tables. */
export interface PrivacyPurpose {
  reason: string;
  data: string;
}

/** A kind of personal data and what it covers. */
export interface DataCategory {
  title: string;
  description: string;
}

/** A run of text inside a paragraph: plain words, a link (site path, web address, mailto: or tel:) or bold words. */
export type Inline = string | { text: string; link: string } | { strong: string };

/** A paragraph's words: a plain string, or runs when it carries links or bold words. */
export type RichText = string | readonly Inline[];

/** A simple table: every cell is rich text; the first cell of each row labels the row. */
export interface TableData {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly RichText[])[];
  /** Every column after the first is a short figure: the table fits a 320 px screen without scrolling. */
  narrowColumns?: boolean;
}

/** The meter drawings of the meter-reading help page (components/MeterDiagram.tsx). */
export type MeterDiagramKind = 'digital' | 'economy7' | 'dials' | 'gasMetric' | 'gasImperial';

export type ContentBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'bullets'; items: readonly RichText[]; ordered?: boolean }
  | { kind: 'links'; items: readonly LinkItem[] }
  /** A definition list; with `anchorPrefix` every term gets an id (`${anchorPrefix}-${slug(term)}`) to link to. */
  | {
      kind: 'definitions';
      entries: readonly DefinitionEntry[];
      anchorPrefix?: string;
      columnHeadings?: readonly [string, string];
    }
  | { kind: 'table'; table: TableData }
  | { kind: 'categories'; items: readonly DataCategory[] }
  | { kind: 'fuelMix'; caption: string; shares: FuelMix }
  | { kind: 'note'; text: RichText }
  /** A simple drawing of a meter: `description` is its text alternative, `caption` is shown under it. */
  | { kind: 'meterDiagram'; meter: MeterDiagramKind; caption: string; description: string };

export interface ContentSection {
  /** Anchor of the section heading; unique within its page. */
  id: string;
  heading: string;
  blocks: readonly ContentBlock[];
  /** Rendered one heading level below the section. */
  subsections?: readonly ContentSection[];
}

export interface ContentPageData {
  /** The h1 and the document title. */
  title: string;
  metaDescription: string;
  /** Paragraphs between the h1 and the first section. */
  lead?: readonly RichText[];
  /** Shown under the h1, e.g. 'Dated 12 July 2024'. */
  dated?: string;
  /** Long pages get a table of contents and 'Back to top' links. */
  withContents: boolean;
  sections: readonly ContentSection[];
}
