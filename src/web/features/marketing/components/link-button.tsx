import type { ComponentProps } from 'react';
import { Link } from '../../../lib/links.tsx';
import { buttonVariants } from '../../../components/ui/button-variants.ts';

type Variant = 'default' | 'outline' | 'secondary' | 'ghost' | 'link';

/** A router link styled as a button. */
export function LinkButton({
  variant = 'default',
  size = 'lg',
  className = '',
  ...props
}: ComponentProps<typeof Link> & { variant?: Variant; size?: 'default' | 'lg' | 'sm' }) {
  return <Link className={`${buttonVariants({ variant, size })} ${className}`} {...props} />;
}
