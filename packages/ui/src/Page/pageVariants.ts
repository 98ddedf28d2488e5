/**
 * The maximum widths of a Page, per route: `full` fills the content area (the default), the
 * numbers are the token page widths in px.
 */
export const pageWidths = [
  'full',
  '500',
  '750',
  '900',
  '1000',
  '1100',
  '1200',
  '1230',
  '1500',
] as const;
