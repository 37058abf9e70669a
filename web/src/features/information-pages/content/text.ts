/** 'Deemed Contract' -> 'deemed-contract': stable anchors that survive copy edits elsewhere on the page. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
