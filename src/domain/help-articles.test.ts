import { expect, it } from 'vitest';
import { HELP_ARTICLES, HELP_CATEGORIES, searchHelpArticles } from './help-articles.ts';

it('finds articles by title, keyword and body words, best first', () => {
  expect(searchHelpArticles('payout')[0]?.article.slug).toBe('when-do-i-get-paid');
  expect(searchHelpArticles('cover art')[0]?.article.slug).toBe('cover-art-guidelines');
  expect(searchHelpArticles('WAV 44.1').map((h) => h.article.slug)).toContain('audio-file-requirements');
  expect(searchHelpArticles('Passwörd')[0]?.article.slug).toBe('reset-your-password'); // accents and case do not matter
  expect(searchHelpArticles('password')[0]?.article.slug).toBe('reset-your-password');
});

it('needs every word to match and ignores an empty query', () => {
  expect(searchHelpArticles('payout zebra')).toEqual([]);
  expect(searchHelpArticles('   ')).toEqual([]);
  expect(searchHelpArticles('(')).toEqual([]);
});

it('files every article under a known category', () => {
  const slugs = new Set(HELP_CATEGORIES.map((c) => c.slug));
  for (const a of HELP_ARTICLES) expect(slugs.has(a.category), a.slug).toBe(true);
  expect(new Set(HELP_ARTICLES.map((a) => a.slug)).size).toBe(HELP_ARTICLES.length);
});
