import type { HelpArticle } from '../../../../domain/help-articles.ts';

/** One help article: its title and summary, opening to the full answer. */
export function HelpArticleItem({ article, idPrefix = 'article' }: { article: HelpArticle; idPrefix?: string }) {
  return (
    <details id={`${idPrefix}-${article.slug}`} className="group rounded-xl border bg-card shadow-sm">
      <summary className="cursor-pointer list-none rounded-xl p-4 [&::-webkit-details-marker]:hidden">
        <span className="font-semibold">{article.title}</span>
        <span className="mt-1 block text-sm text-muted-foreground">{article.summary}</span>
      </summary>
      <p className="border-t px-4 py-3 text-sm">{article.body}</p>
    </details>
  );
}
