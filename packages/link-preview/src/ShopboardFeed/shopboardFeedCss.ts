/**
 * The Shop the Feed page's own rules, on top of the link page's (`linkPageCss`): a wider page, the
 * network filter and a grid of posts (2 columns on phones, 3 from 700 px); an opened post spans
 * the row to show its products.
 */
export const shopboardFeedCss = `
.sp-lp.sp-sf{max-inline-size:960px}
.sp-sf-feed{display:grid;gap:var(--sp-space-400)}
.sp-sf-feed__heading{margin:0;font-size:var(--sp-font-size-500)}
.sp-sf-networks{display:flex;flex-wrap:wrap;gap:var(--sp-space-200)}
.sp-sf-networks__link{display:inline-flex;align-items:center;min-block-size:44px;padding-inline:var(--sp-space-400);border:1px solid var(--sp-color-border-strong);border-radius:var(--sp-radius-full);color:inherit;text-decoration:none}
.sp-sf-networks__link[aria-current=page]{background:var(--sp-lp-checkout-bg);border-color:var(--sp-lp-checkout-border);color:var(--sp-lp-checkout-fg)}
.sp-sf-empty{margin:0;color:var(--sp-color-text-subdued)}
.sp-sf-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:var(--sp-space-200);margin:0;padding:0;list-style:none}
@media (min-width:700px){.sp-sf-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
.sp-sf-post:has(details[open]){grid-column:1/-1}
.sp-sf-post__image{inline-size:100%;aspect-ratio:1;object-fit:cover;border-radius:var(--sp-lp-image-radius);background:var(--sp-color-bg-surfaceSunken)}
.sp-sf-post__details[open] .sp-sf-post__image{max-inline-size:240px}
.sp-sf-post__summary{display:grid;gap:var(--sp-space-100);list-style:none;cursor:pointer}
.sp-sf-post__summary::-webkit-details-marker{display:none}
.sp-sf-post__shop{font-size:var(--sp-font-size-300);font-weight:var(--sp-font-weight-semibold);text-decoration:underline}
.sp-sf-post__products{margin-block-start:var(--sp-space-300)}
.sp-sf-more{justify-self:center;display:inline-flex;align-items:center;min-block-size:44px;padding-inline:var(--sp-space-400);color:inherit}
`.trim();
