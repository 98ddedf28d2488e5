import type { CartIcon as CartIconName } from '@shoppable/domain';

/** Props of CartIcon. */
export interface CartIconProps {
  /** Which of the theme's three cart icons (platform.md §3). */
  icon: CartIconName;
}

const paths: Record<CartIconName, string> = {
  cart1:
    'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 19.5a1 1 0 1 0 0 .1M17 19.5a1 1 0 1 0 0 .1',
  cart2: 'M5 8h14l-1.2 11.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8Zm4 0V6a3 3 0 0 1 6 0v2',
  cart3: 'M4 7h16v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7Zm0 0 2-3h12l2 3M9 11a3 3 0 0 0 6 0',
};

/** The cart icon the merchant chose, drawn with the current text colour. */
export function CartIcon({ icon }: CartIconProps) {
  return (
    <svg
      className="sp-lp-cart-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      data-icon={icon}
    >
      <path
        d={paths[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
