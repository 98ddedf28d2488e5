/**
 * The page's stylesheet: layout from the `--sp-*` design tokens, every merchant choice from the
 * `--sp-lp-*` theme variables the page sets on its root. Logical properties only (RTL mirrors).
 */
export const linkPageCss = `
.sp-lp{box-sizing:border-box;max-inline-size:500px;margin-inline:auto;min-block-size:100%;font-family:var(--sp-font-family-body);font-size:var(--sp-font-size-400);line-height:var(--sp-font-lineHeight-normal);color:var(--sp-color-text-default);background:var(--sp-color-bg-surface)}
.sp-lp *,.sp-lp *::before,.sp-lp *::after{box-sizing:inherit}
.sp-lp img{display:block;max-inline-size:100%;block-size:auto}
.sp-lp button,.sp-lp input{font:inherit}
.sp-lp :focus-visible{outline:2px solid var(--sp-color-border-focus);outline-offset:2px}
.sp-lp-visually-hidden{position:absolute;inline-size:1px;block-size:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.sp-lp-strip{display:flex;flex-wrap:wrap;justify-content:center;gap:var(--sp-space-100) var(--sp-space-400);margin:0;padding:var(--sp-space-200) var(--sp-space-400);background:var(--sp-lp-strip-bg);color:var(--sp-lp-strip-fg);font-size:var(--sp-font-size-300);text-align:center}
.sp-lp-header{display:flex;align-items:center;gap:var(--sp-space-300);padding:var(--sp-space-300) var(--sp-space-400);border-block-end:1px solid var(--sp-color-border-default)}
/* Beats .sp-lp img: a wide logo keeps its 32 px height and leaves room for the name and cart. */
.sp-lp .sp-lp-header__logo{block-size:32px;inline-size:auto;max-inline-size:50%;object-fit:contain}
.sp-lp-header__name{flex:1;min-inline-size:0;margin:0;overflow-wrap:anywhere;font-size:var(--sp-font-size-500);font-weight:var(--sp-font-weight-semibold)}
.sp-lp-header__cart{position:relative;display:inline-flex;align-items:center;justify-content:center;min-inline-size:44px;min-block-size:44px;color:inherit}
.sp-lp-header__badge{position:absolute;inset-block-start:2px;inset-inline-end:0;min-inline-size:18px;padding-inline:4px;border-radius:var(--sp-radius-full);background:var(--sp-lp-checkout-bg);color:var(--sp-lp-checkout-fg);font-size:var(--sp-font-size-100);line-height:18px;text-align:center}
.sp-lp-main{display:grid;gap:var(--sp-space-400);padding:var(--sp-space-400)}
.sp-lp-covers{display:grid;grid-auto-flow:column;grid-auto-columns:100%;overflow-x:auto;scroll-snap-type:x mandatory;gap:var(--sp-space-200)}
.sp-lp-cover{inline-size:100%;aspect-ratio:1;object-fit:cover;scroll-snap-align:start;border-radius:var(--sp-lp-image-radius)}
.sp-lp-influencer{display:flex;align-items:center;gap:var(--sp-space-200);margin:0;color:var(--sp-color-text-subdued);font-size:var(--sp-font-size-300)}
.sp-lp-influencer__image{inline-size:32px;block-size:32px;border-radius:var(--sp-radius-full);object-fit:cover}
.sp-lp-description{margin:0;white-space:pre-line;overflow-wrap:anywhere}
.sp-lp-promo{display:flex;align-items:center;gap:var(--sp-space-300);padding:var(--sp-space-300) var(--sp-space-400);border:1px solid var(--sp-lp-promo-border);border-radius:var(--sp-lp-promo-radius);background:var(--sp-lp-promo-bg);color:var(--sp-lp-promo-fg);box-shadow:var(--sp-lp-promo-shadow)}
.sp-lp-promo__label{font-size:var(--sp-font-size-300)}
.sp-lp-promo__code{flex:1;letter-spacing:.06em}
.sp-lp-promo__copy{min-block-size:44px;padding-inline:var(--sp-space-300);border:1px solid currentColor;border-radius:var(--sp-lp-promo-radius);background:transparent;color:inherit;cursor:pointer}
.sp-lp-discount{margin:0;padding:var(--sp-space-200) var(--sp-space-400);background:var(--sp-lp-discount-bg);color:var(--sp-lp-discount-fg);text-align:center;font-weight:var(--sp-font-weight-semibold)}
.sp-lp-products__list{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:var(--sp-space-400);margin:0;padding:0;list-style:none}
.sp-lp-product article{display:grid;gap:var(--sp-space-200)}
.sp-lp-product__image{inline-size:100%;aspect-ratio:1;object-fit:cover;border-radius:var(--sp-lp-image-radius);background:var(--sp-color-bg-surfaceSunken)}
.sp-lp-product__title{margin:0;font-size:var(--sp-font-size-300);font-weight:var(--sp-font-weight-medium)}
.sp-lp-product__price{margin:0;font-weight:var(--sp-font-weight-semibold)}
.sp-lp-product__preorder{margin:0;color:var(--sp-color-text-subdued);font-size:var(--sp-font-size-200)}
.sp-lp-product__swap{margin:0;padding-block:var(--sp-space-050);padding-inline:var(--sp-space-100);border-radius:var(--sp-radius-100);border:1px solid var(--sp-color-border-default);background:var(--sp-color-bg-surface);color:var(--sp-color-text-default);font-size:var(--sp-font-size-200)}
.sp-lp-product__form{display:grid;gap:var(--sp-space-200)}
.sp-lp-option{display:flex;flex-wrap:wrap;gap:var(--sp-space-100);margin:0;padding:0;border:0;min-inline-size:0}
.sp-lp-option__legend{padding:0;margin-block-end:var(--sp-space-100);color:var(--sp-color-text-subdued);font-size:var(--sp-font-size-200)}
.sp-lp-option__value{position:relative;display:inline-flex;align-items:center;justify-content:center;min-inline-size:32px;min-block-size:32px;cursor:pointer}
.sp-lp-option__value input{position:absolute;inset:0;margin:0;opacity:0;cursor:inherit}
.sp-lp-option__text{padding:var(--sp-space-100) var(--sp-space-200);border:1px solid var(--sp-color-border-default);border-radius:var(--sp-radius-sm);font-size:var(--sp-font-size-200)}
.sp-lp-swatch{inline-size:28px;block-size:28px;border:1px solid var(--sp-color-border-strong);border-radius:var(--sp-radius-full)}
.sp-lp-option__value input:checked~.sp-lp-option__text{border-color:var(--sp-color-text-default);box-shadow:inset 0 0 0 1px var(--sp-color-text-default)}
.sp-lp-option__value input:checked~.sp-lp-swatch{box-shadow:0 0 0 2px var(--sp-color-bg-surface),0 0 0 4px var(--sp-color-text-default)}
.sp-lp-option__value input:focus-visible~span{outline:2px solid var(--sp-color-border-focus);outline-offset:2px}
.sp-lp-option__value input:disabled~span{opacity:.5}
.sp-lp-add,.sp-lp-checkout{min-block-size:44px;padding-inline:var(--sp-space-400);border:1px solid;font-weight:var(--sp-font-weight-semibold);cursor:pointer}
.sp-lp-add{border-color:var(--sp-lp-add-border);border-radius:var(--sp-lp-add-radius);background:var(--sp-lp-add-bg);color:var(--sp-lp-add-fg)}
.sp-lp-checkout{inline-size:100%;border-color:var(--sp-lp-checkout-border);border-radius:var(--sp-lp-checkout-radius);background:var(--sp-lp-checkout-bg);color:var(--sp-lp-checkout-fg)}
.sp-lp-add:disabled,.sp-lp-checkout:disabled{opacity:.5;cursor:not-allowed}
.sp-lp-cart,.sp-lp-order{display:grid;gap:var(--sp-space-300);padding-block-start:var(--sp-space-400);border-block-start:1px solid var(--sp-color-border-default)}
.sp-lp-cart[hidden],.sp-lp-order[hidden]{display:none}
.sp-lp-cart__heading,.sp-lp-order h2{margin:0;font-size:var(--sp-font-size-500)}
.sp-lp-cart__count,.sp-lp-order p{margin:0}
.sp-lp-cart__lines{display:grid;gap:var(--sp-space-200);margin:0;padding:0;list-style:none}
.sp-lp-cart__line{display:flex;flex-wrap:wrap;align-items:center;gap:var(--sp-space-100) var(--sp-space-300)}
.sp-lp-cart__title{flex:1 1 60%;font-weight:var(--sp-font-weight-medium)}
.sp-lp-cart__options{flex-basis:100%;order:3;color:var(--sp-color-text-subdued);font-size:var(--sp-font-size-200)}
.sp-lp-cart__remove{min-inline-size:44px;min-block-size:44px;border:0;background:transparent;color:inherit;font-size:var(--sp-font-size-600);cursor:pointer}
.sp-lp-cart__checkout{display:grid;gap:var(--sp-space-300)}
.sp-lp-cart__promo{display:grid;gap:var(--sp-space-100);font-size:var(--sp-font-size-300)}
.sp-lp-cart__promo input{min-block-size:44px;padding-inline:var(--sp-space-300);border:1px solid var(--sp-color-border-strong);border-radius:var(--sp-radius-md);background:var(--sp-color-bg-surface);color:var(--sp-color-text-default)}
.sp-lp-cart__error{margin:0;color:var(--sp-color-critical-fg)}
.sp-lp-cart__error:empty{display:none}
`.trim();
