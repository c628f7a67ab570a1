// The help centre's search box: searches the articles as the visitor types (and on submit),
// announcing how many were found. ?q= in the address fills it in after the page loads (which is
// also what submitting it does before the page's script has started).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { searchHelpArticles } from '../../../../domain/help-articles.ts';
import { HelpArticleItem } from './help-article-item.tsx';

export function HelpSearch() {
  const id = useId();
  const [query, setQuery] = useState('');
  const hits = searchHelpArticles(query);
  const searched = query.trim().length > 0;

  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q');
    if (q) setQuery(q);
  }, []);

  const onSubmit = (e: FormEvent) => e.preventDefault(); // the results are already shown

  return (
    <div className="mx-auto max-w-2xl">
      <form role="search" onSubmit={onSubmit} className="relative">
        <label htmlFor={id} className="sr-only">
          Search help articles
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <input
          id={id}
          name="q"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search for payouts, cover art, release dates..."
          autoComplete="off"
          className="h-12 w-full rounded-full border border-input bg-background pr-4 pl-12 text-base shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </form>
      <div aria-live="polite" className="mt-4">
        {searched && (
          <p className="text-sm text-muted-foreground">
            {hits.length === 0
              ? `No articles match “${query.trim()}”. Try other words, or contact support.`
              : `${hits.length} ${hits.length === 1 ? 'article' : 'articles'} found`}
          </p>
        )}
      </div>
      {searched && hits.length > 0 && (
        <ul className="mt-3 space-y-3 text-left" aria-label="Search results">
          {hits.map((h) => (
            <li key={h.article.slug}>
              <HelpArticleItem article={h.article} idPrefix="result" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
