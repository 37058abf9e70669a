import { describe, expect, it } from 'vitest';
import { escapeHtml, markup, Markup } from '../../../../web/src/lib/html-markup';

describe('markup', () => {
  it('escapes interpolated text, in elements and in quoted attributes', () => {
    const name = `Tom's <b>"Fixed"</b> & more`;
    expect(markup`<a title="${name}">${name}</a>`.text).toBe(
      '<a title="Tom&#39;s &lt;b&gt;&quot;Fixed&quot;&lt;/b&gt; &amp; more">Tom&#39;s &lt;b&gt;&quot;Fixed&quot;&lt;/b&gt; &amp; more</a>',
    );
  });

  it('keeps markup and lists of markup as they are, and writes nothing for false, null or undefined', () => {
    const items = ['a', 'b'].map((item) => markup`<li>${item}</li>`);
    expect(markup`<ul>${items}</ul>${false}${null}${undefined}${new Markup('<br>')}`.text).toBe(
      '<ul><li>a</li><li>b</li></ul><br>',
    );
  });

  it('refuses anything but text, so an answer of an unexpected shape is not drawn as "undefined"', () => {
    expect(() => escapeHtml(undefined as unknown as string)).toThrow(TypeError);
    expect(() => markup`<p>${42 as unknown as string}</p>`).toThrow(TypeError);
  });
});
