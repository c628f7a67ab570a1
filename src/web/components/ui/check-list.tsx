import { Check } from 'lucide-react';

/** A list of included things, each with a check mark (plan features and the like). Plain class
 * joining, not cn(): public pages keep tailwind-merge out of their first load. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 text-sm ${className ?? ''}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
