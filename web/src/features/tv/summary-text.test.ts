import { describe, expect, it } from 'vitest';
import { htmlToText } from './summary-text';

describe('htmlToText', () => {
  it('drops tags, keeps paragraphs as lines and decodes entities', () => {
    expect(
      htmlToText('<p><b>Bold</b> start &amp; more</p><p>Second&nbsp;line &#8211; &#x2014; &quot;q&quot;</p>'),
    ).toBe('Bold start & more\nSecond line – — "q"');
    expect(htmlToText('line<br/>break')).toBe('line\nbreak');
    expect(htmlToText(null)).toBe('');
  });

  it('leaves markup-looking text as text', () => {
    expect(htmlToText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<script>alert(1)</script>');
    expect(htmlToText('<script>alert(1)</script>Hi<style>p{}</style>')).toBe('Hi');
    expect(htmlToText('&unknown; &#0;')).toBe('&unknown; &#0;');
  });
});
