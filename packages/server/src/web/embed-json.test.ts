import { describe, expect, it } from 'vitest';
import { jsonForScript } from './embed-json';

describe('jsonForScript', () => {
  const hostile = {
    text: '</script><script>alert(1)</script> <!-- x --> </SCRIPT > a & b',
    separators: 'line\u2028para\u2029end',
  };

  it('leaves nothing that could end the script element or open a comment', () => {
    const out = jsonForScript(hostile);
    expect(out.toLowerCase()).not.toContain('</script');
    expect(out).not.toContain('<!--');
    expect(out).not.toMatch(/[<>\u2028\u2029]/);
  });

  it('reads back as the same value', () => {
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile);
    expect(JSON.parse(jsonForScript({ n: 1, list: ['ä', '😀'] }))).toEqual({ n: 1, list: ['ä', '😀'] });
  });
});
