import type { CfnJson } from './helpers.js';

/**
 * Evaluates the synthesized AWS WAF statements this app uses against a request path, following the
 * WAF developer guide's definitions: the text transformations NONE, URL_DECODE, NORMALIZE_PATH and
 * LOWERCASE applied in priority order, ByteMatch (EXACTLY, STARTS_WITH, ENDS_WITH, CONTAINS),
 * RegexMatch, And, Or and Not over the URI path. Anything else fails loudly, so a rule that starts
 * using another statement cannot pass these tests unexamined.
 */
export function statementMatches(statement: CfnJson, path: string): boolean {
  if (statement.OrStatement)
    return (statement.OrStatement.Statements as CfnJson[]).some((one) => statementMatches(one, path));
  if (statement.AndStatement)
    return (statement.AndStatement.Statements as CfnJson[]).every((one) => statementMatches(one, path));
  if (statement.NotStatement) return !statementMatches(statement.NotStatement.Statement, path);
  if (statement.ByteMatchStatement) {
    const { FieldToMatch, PositionalConstraint, SearchString, TextTransformations } = statement.ByteMatchStatement;
    const value = transformed(uriPathOf(FieldToMatch, path), TextTransformations);
    switch (PositionalConstraint) {
      case 'EXACTLY':
        return value === SearchString;
      case 'STARTS_WITH':
        return value.startsWith(SearchString);
      case 'ENDS_WITH':
        return value.endsWith(SearchString);
      case 'CONTAINS':
        return value.includes(SearchString);
      default:
        throw new Error(`Unsupported positional constraint ${PositionalConstraint}`);
    }
  }
  if (statement.RegexMatchStatement) {
    const { FieldToMatch, RegexString, TextTransformations } = statement.RegexMatchStatement;
    return new RegExp(RegexString).test(transformed(uriPathOf(FieldToMatch, path), TextTransformations));
  }
  throw new Error(`Unsupported statement ${Object.keys(statement).join(', ')}`);
}

function uriPathOf(fieldToMatch: CfnJson, path: string): string {
  if (!fieldToMatch?.UriPath) throw new Error(`Only the URI path is evaluated, not ${JSON.stringify(fieldToMatch)}`);
  return path;
}

function transformed(value: string, transformations: { Priority: number; Type: string }[]): string {
  return [...transformations]
    .sort((a, b) => a.Priority - b.Priority)
    .reduce((text, { Type }) => {
      switch (Type) {
        case 'URL_DECODE':
          return urlDecode(text);
        case 'NORMALIZE_PATH':
          return normalizePath(text);
        case 'LOWERCASE':
          return text.toLowerCase();
        case 'NONE':
          return text;
        default:
          throw new Error(`Unsupported text transformation ${Type}`);
      }
    }, value);
}

/** %XX sequences decoded once; a malformed one is left as it is. */
function urlDecode(text: string): string {
  return text.replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Multiple slashes collapsed, `.` segments removed, `..` segments resolved (never above the root). */
function normalizePath(text: string): string {
  const collapsed = text.replace(/\/{2,}/g, '/');
  const trailingSlash = collapsed.endsWith('/') || /\/\.{1,2}$/.test(collapsed);
  const segments: string[] = [];
  for (const segment of collapsed.split('/').slice(1)) {
    if (segment === '.' || segment === '') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}${trailingSlash && segments.length > 0 ? '/' : ''}`;
}
