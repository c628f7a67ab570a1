import { expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

it('escapes the five characters that matter in HTML text and quoted attributes', () => {
  expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
    '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;Tom &#38; Jerry&#60;/a&#62;',
  );
  expect(escapeHtml('plain text, 100% safe')).toBe('plain text, 100% safe');
  expect(escapeHtml('')).toBe('');
});
