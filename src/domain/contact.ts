// The /contact-support message form: categories, limits and the one check that both the form
// and POST /api/contact apply. Plain TypeScript rather than zod, so the public page that imports
// it stays small (the landing-page JavaScript budget).

export const CONTACT_CATEGORIES = [
  { value: 'general', label: 'General question' },
  { value: 'distribution', label: 'Distribution and releases' },
  { value: 'royalties', label: 'Royalties and payouts' },
  { value: 'account', label: 'Account and sign-in' },
  { value: 'billing', label: 'Plans and billing' },
  { value: 'technical', label: 'Technical problem' },
  { value: 'copyright', label: 'Copyright and claims' },
  { value: 'sales', label: 'Sales and label partnerships' },
] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]['value'];

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export type ContactMessageInput = {
  firstName: string;
  lastName: string;
  email: string;
  category: ContactCategory;
  message: string;
};

export type ContactCheck = { ok: true; value: ContactMessageInput } | { ok: false; field: keyof ContactMessageInput; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function contactCategoryLabel(value: string): string {
  return CONTACT_CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

/** Trims every field and returns the first problem, field by field in form order. */
export function checkContactMessage(input: unknown): ContactCheck {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string).trim() : '');
  const value = {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    category: text('category') as ContactCategory,
    message: text('message'),
  };
  if (!value.firstName) return { ok: false, field: 'firstName', message: 'First name is required' };
  if (value.firstName.length > CONTACT_LIMITS.name)
    return { ok: false, field: 'firstName', message: 'First name must be at most 100 characters' };
  if (!value.lastName) return { ok: false, field: 'lastName', message: 'Last name is required' };
  if (value.lastName.length > CONTACT_LIMITS.name)
    return { ok: false, field: 'lastName', message: 'Last name must be at most 100 characters' };
  if (!EMAIL.test(value.email) || value.email.length > CONTACT_LIMITS.email)
    return { ok: false, field: 'email', message: 'Please enter a valid email address' };
  if (!CONTACT_CATEGORIES.some((c) => c.value === value.category))
    return { ok: false, field: 'category', message: 'Please choose a category' };
  if (!value.message) return { ok: false, field: 'message', message: 'Message is required' };
  if (value.message.length > CONTACT_LIMITS.message)
    return { ok: false, field: 'message', message: 'Message must be at most 5000 characters' };
  return { ok: true, value };
}

/** A short reference people can quote: the first 8 characters of the id, upper-cased. */
export function contactReference(id: string): string {
  return id.replaceAll('-', '').slice(0, 8).toUpperCase();
}
