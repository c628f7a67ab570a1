// The dashboard's mark: an Enterprise label's white label (its logo and name, for its whole team)
// in place of the service's logo once it is known; the service's logo otherwise and meanwhile.
import { useQuery } from '@tanstack/react-query';
import { brandingOptions } from '../../lib/account-brand.ts';
import { Logo } from './logo.tsx';

export function BrandMark({ markOnly }: { markOnly: boolean }) {
  const brand = useQuery(brandingOptions()).data?.brand;
  if (!brand) return <Logo markOnly={markOnly} />;
  return (
    <div className="flex min-w-0 items-center gap-2" data-brand={brand.name}>
      {brand.logoUrl ? (
        <img src={brand.logoUrl} alt="" className="size-8 shrink-0 rounded-md border bg-background object-contain" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary font-semibold text-primary-foreground"
        >
          {brand.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      {!markOnly && <span className="truncate text-lg font-semibold tracking-tight">{brand.name}</span>}
    </div>
  );
}
