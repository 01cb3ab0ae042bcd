import { formatMarkup } from './format-markup';

describe('formatMarkup', () => {
  it('puts each element on its own line, indented by depth, a short text beside its element', () => {
    expect(formatMarkup('<div class="row"><button type="button" class="aq-button">Save</button><span>or</span></div>')).toBe(
      ['<div class="row">', '  <button type="button" class="aq-button">Save</button>', '  <span>or</span>', '</div>', ''].join('\n'),
    );
  });

  it('keeps attributes to the letter, a ">" inside a quoted value included', () => {
    const tag = '<input aria-label="a > b" data-x=\'1\' disabled="" value="  two  spaces"/>';
    expect(formatMarkup(`<label>${tag}</label>`)).toBe(`<label>\n  ${tag}\n</label>\n`);
  });

  it('writes void and self-closed elements without a closing tag, and never nests the next element in them', () => {
    expect(formatMarkup('<p>a<br>b</p><svg><path d="M0 0"/><circle r="1"></circle></svg><img src="x.png" alt="">')).toBe(
      [
        '<p>',
        '  a',
        '  <br>',
        '  b',
        '</p>',
        '<svg>',
        '  <path d="M0 0"/>',
        '  <circle r="1"></circle>',
        '</svg>',
        '<img src="x.png" alt="">',
        '',
      ].join('\n'),
    );
  });

  it('leaves the content of <pre> and <textarea> untouched', () => {
    const pre = '<pre>  line one\n    <b>line</b>  two\n</pre>';
    const textarea = '<textarea name="n">  keep\n\n  me </textarea>';
    expect(formatMarkup(`<div>${pre}${textarea}</div>`)).toBe(`<div>\n  ${pre}\n  ${textarea}\n</div>\n`);
  });

  it('collapses white space in text, drops React’s empty comments and joins the texts they separated', () => {
    expect(formatMarkup('<p>\n   Clicked <!-- -->0<!-- --> <!-- -->times  \n</p><!--$--><!-- a note --><!--/$-->')).toBe(
      ['<p>Clicked 0 times</p>', '<!-- a note -->', ''].join('\n'),
    );
  });

  it('breaks a long text onto its own line', () => {
    const text = 'A sentence long enough that it no longer reads well on the same line as its tag.';
    expect(formatMarkup(`<p>${text}</p>`)).toBe(`<p>\n  ${text}\n</p>\n`);
  });

  it('keeps escaped text escaped, and a lone "<" as text', () => {
    expect(formatMarkup('<code>a &lt; b &amp;&amp; c</code><p>1 < 2</p>')).toBe('<code>a &lt; b &amp;&amp; c</code>\n<p>1 < 2</p>\n');
  });

  it('closes elements left open inside one that closes, and gives nothing for no markup', () => {
    expect(formatMarkup('<div><span>one<b>two</div><p>three</p>')).toBe(
      ['<div>', '  <span>', '    one', '    <b>two', '</div>', '<p>three</p>', ''].join('\n'),
    );
    expect(formatMarkup('  \n ')).toBe('');
  });
});
