import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';
import { twMerge } from './tw-merge.ts';

/** Joins class names conditionally and lets later Tailwind utilities override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
