/** Names that fill the spec's `{product}` placeholders (DESIGN.md §1). */
export const PRODUCT = {
  slug: 'orato',
  name: 'Orato',
  company: 'Orato Labs Ltd',
  defaultContactEmail: 'support@orato.example',
  londonOffice: '1 Finsbury Avenue, London EC2M 2PF, United Kingdom',
} as const;
