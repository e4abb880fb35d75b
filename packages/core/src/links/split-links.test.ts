import { describe, expect, it } from 'vitest';
import { splitLinks, type TextPart } from './split-links';

const text = (value: string): TextPart => ({ type: 'text', text: value });
const link = (value: string, href = value): TextPart => ({ type: 'link', text: value, href });

describe('splitLinks', () => {
  it.each<[string, TextPart[]]>([
    ['', []],
    ['Buy milk', [text('Buy milk')]],
    // The three schemes, anywhere in the text.
    ['https://example.com', [link('https://example.com', 'https://example.com/')]],
    ['See http://example.com/a?b=1#c now', [text('See '), link('http://example.com/a?b=1#c'), text(' now')]],
    ['Mail mailto:ada@example.com', [text('Mail '), link('mailto:ada@example.com')]],
    ['HTTPS://EXAMPLE.COM/Path', [link('HTTPS://EXAMPLE.COM/Path', 'https://example.com/Path')]],
    [
      'a https://a.example b http://b.example',
      [
        text('a '),
        link('https://a.example', 'https://a.example/'),
        text(' b '),
        link('http://b.example', 'http://b.example/'),
      ],
    ],
    ['http://localhost:3000/x', [link('http://localhost:3000/x')]],
    ['http://127.0.0.1:8080/', [link('http://127.0.0.1:8080/')]],
    // Trailing punctuation stays outside.
    ['Go to https://example.com/a.', [text('Go to '), link('https://example.com/a'), text('.')]],
    ['https://example.com/a, then', [link('https://example.com/a'), text(', then')]],
    ['Really https://example.com/a!?', [text('Really '), link('https://example.com/a'), text('!?')]],
    ['(see https://example.com/a)', [text('(see '), link('https://example.com/a'), text(')')]],
    ['https://en.wikipedia.org/wiki/Pi_(letter)', [link('https://en.wikipedia.org/wiki/Pi_(letter)')]],
    [
      '(https://en.wikipedia.org/wiki/Pi_(letter))',
      [text('('), link('https://en.wikipedia.org/wiki/Pi_(letter)'), text(')')],
    ],
    ['https://example.com/a:', [link('https://example.com/a'), text(':')]],
    ['https://example.com/a;', [link('https://example.com/a'), text(';')]],
    ['“https://example.com/a”', [text('“'), link('https://example.com/a'), text('”')]],
    ["'https://example.com/a'", [text("'"), link('https://example.com/a'), text("'")]],
    ['mailto:ada@example.com.', [link('mailto:ada@example.com'), text('.')]],
    // Unicode around and inside.
    [
      'Café https://example.com/ü 🥛',
      [text('Café '), link('https://example.com/ü', 'https://example.com/%C3%BC'), text(' 🥛')],
    ],
    ['https://bücher.example/', [link('https://bücher.example/', 'https://xn--bcher-kva.example/')]],
    // Never any other scheme, in any spelling.
    ['javascript:alert(1)', [text('javascript:alert(1)')]],
    ['JaVaScRiPt:alert(1)', [text('JaVaScRiPt:alert(1)')]],
    [' javascript:alert(1)', [text(' javascript:alert(1)')]],
    ['java\tscript:alert(1)', [text('java\tscript:alert(1)')]],
    ['javascript&colon;alert(1)', [text('javascript&colon;alert(1)')]],
    ['jav&#x61;script:alert(1)', [text('jav&#x61;script:alert(1)')]],
    ['&#106;avascript:alert(1)', [text('&#106;avascript:alert(1)')]],
    ['javascript:http://example.com', [text('javascript:http://example.com')]],
    ['javascript://example.com/%0Aalert(1)', [text('javascript://example.com/%0Aalert(1)')]],
    ['data:text/html,<script>alert(1)</script>', [text('data:text/html,<script>alert(1)</script>')]],
    ['vbscript:msgbox(1)', [text('vbscript:msgbox(1)')]],
    ['file:///etc/passwd', [text('file:///etc/passwd')]],
    ['ftp://example.com', [text('ftp://example.com')]],
    ['xhttp://example.com', [text('xhttp://example.com')]],
    ['mailto:javascript:alert(1)', [text('mailto:javascript:alert(1)')]],
    ['mailto:', [text('mailto:')]],
    // Look-alikes.
    ['http//example.com', [text('http//example.com')]],
    ['https:/example.com', [text('https:/example.com')]],
    ['https:\\\\example.com', [text('https:\\\\example.com')]],
    ['https：//example.com', [text('https：//example.com')]],
    ['ｈｔｔｐｓ://example.com', [text('ｈｔｔｐｓ://example.com')]],
    ['https://', [text('https://')]],
    ['https:// example.com', [text('https:// example.com')]],
    ['https://exa mple.com', [text('https://exa mple.com')]],
    ['https://user:pass@example.com/', [text('https://user:pass@example.com/')]],
    ['https://google.com@evil.example/', [text('https://google.com@evil.example/')]],
    // Control and invisible characters end nothing: such a URL is no link at all.
    ['https://exa\u0000mple.com', [text('https://exa\u0000mple.com')]],
    ['https://exa\u0007mple.com/', [text('https://exa\u0007mple.com/')]],
    ['https://example.com/\u202Egpj.exe', [text('https://example.com/\u202Egpj.exe')]],
    ['https://exa\u200Bmple.com', [text('https://exa\u200Bmple.com')]],
    ['https://example.com/\u007F', [text('https://example.com/\u007F')]],
    // Characters that would leave an attribute end the link; what follows stays text.
    ['https://example.com/"onmouseover="alert(1)', [link('https://example.com/'), text('"onmouseover="alert(1)')]],
    ['https://example.com/<script>', [link('https://example.com/'), text('<script>')]],
    // A new line ends a link like any whitespace.
    ['https://example.com/a\nnext', [link('https://example.com/a'), text('\nnext')]],
  ])('%j', (input, expected) => {
    expect(splitLinks(input)).toEqual(expected);
  });

  it('gives back the input exactly when the parts are joined', () => {
    for (const input of ['(see https://example.com/a).', 'x https://exa\u0000mple.com y', 'mailto:ada@example.com!']) {
      expect(
        splitLinks(input)
          .map((part) => part.text)
          .join(''),
      ).toBe(input);
    }
  });

  it('never makes an href with another scheme, whitespace or a control character', () => {
    const hostile = [
      'javascript:alert(1)',
      'https://example.com/\u0000',
      'http://a.example/\tb',
      'mailto:a@b.example?body=\u0001',
      'https://example.com/%0d%0a',
      'https://a.example/#javascript:alert(1)',
    ];
    for (const part of hostile.flatMap(splitLinks)) {
      if (part.type !== 'link') continue;
      expect(part.href).toMatch(/^(https?:\/\/|mailto:)/);
      expect(part.href).not.toMatch(/[\s\p{Cc}\p{Cf}]/u);
    }
  });
});
