// Facts about the company that the public pages show.

/** Where the company is (SPEC section 2). */
export const COMPANY_CITY = 'Delhi, India';

export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/tunelane' },
  { name: 'YouTube', href: 'https://www.youtube.com/@tunelane' },
  { name: 'X', href: 'https://x.com/tunelane' },
  { name: 'Facebook', href: 'https://www.facebook.com/tunelane' },
] as const;
