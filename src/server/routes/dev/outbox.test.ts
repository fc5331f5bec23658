import { describe, expect, it } from 'vitest';
import { bodyHtml } from './outbox';

describe('the outbox page: a message body as HTML', () => {
  it('makes each web address a link, without the full stop after it', () => {
    expect(bodyHtml('Go to https://maya.app/connections.')).toBe(
      'Go to <a href="https://maya.app/connections">https://maya.app/connections</a>.',
    );
  });

  it('keeps a query string whole (its & escaped once)', () => {
    expect(bodyHtml('https://wa.me/1415?text=a&b=c now')).toBe(
      '<a href="https://wa.me/1415?text=a&#38;b=c">https://wa.me/1415?text=a&#38;b=c</a> now',
    );
  });

  it('escapes everything else, and never links a script', () => {
    expect(bodyHtml('<b>hi</b> javascript:alert(1)')).toBe('&#60;b&#62;hi&#60;/b&#62; javascript:alert(1)');
    expect(bodyHtml('http://x.test/"onmouseover="a')).toBe('<a href="http://x.test/">http://x.test/</a>&#34;onmouseover=&#34;a');
  });
});
