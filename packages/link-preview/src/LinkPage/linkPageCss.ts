/** The page's stylesheet: layout only, every colour and size from the `--sp-*` tokens. */
export const linkPageCss = `
.sp-link-page{max-inline-size:500px;margin-inline:auto;padding:var(--sp-space-400);font-family:var(--sp-font-family-body);color:var(--sp-color-text-default);background:var(--sp-color-bg-surface)}
.sp-link-page__store{margin:0 0 var(--sp-space-200);font-size:var(--sp-font-size-600)}
.sp-link-page__description{margin:0 0 var(--sp-space-400);color:var(--sp-color-text-subdued)}
.sp-link-page__products{display:grid;grid-template-columns:repeat(2,1fr);gap:var(--sp-space-300);margin:0;padding:0;list-style:none}
.sp-product-card{display:grid;gap:var(--sp-space-100)}
.sp-product-card__image{inline-size:100%;aspect-ratio:1;object-fit:cover;border-radius:var(--sp-radius-imageSoft)}
.sp-product-card__price{font-weight:var(--sp-font-weight-semibold)}
`.trim();
