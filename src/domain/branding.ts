// A label's white label (issue 26): on Enterprise Label, the label's name and logo on its dashboard
// (for its owner and its team) and on the mails its members and payees receive. The form's schema
// is branding-schema.ts, the answer branding-dto.ts.
export const BRANDING_MESSAGES = {
  planRequired: 'White label is part of the Enterprise Label plan. Upgrade to show your label’s name and logo.',
  nameRequired: 'Label name is required',
} as const;
