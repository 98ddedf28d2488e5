import { describe, expect, it } from 'vitest';
import { addToCart, cartCount, isHttpUrl, removeFromCart, type CartLine } from './model';

const shirt: CartLine = { inventoryId: 'a', title: 'Shirt', options: { Size: 'M' }, quantity: 1 };

describe('cart', () => {
  it('joins the same product with the same options and keeps other options apart', () => {
    const twice = addToCart(addToCart([], shirt), shirt);
    expect(twice).toEqual([{ ...shirt, quantity: 2 }]);
    const other = addToCart(twice, { ...shirt, options: { Size: 'L' } });
    expect(other).toHaveLength(2);
    expect(cartCount(other)).toBe(3);
    expect(removeFromCart(other, 0)).toEqual([{ ...shirt, options: { Size: 'L' } }]);
  });
});

describe('isHttpUrl', () => {
  it('accepts only absolute http(s) URLs', () => {
    expect(isHttpUrl('https://shop.example.com/p')).toBe(true);
    expect(isHttpUrl('http://shop.example.com')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('/relative')).toBe(false);
    expect(isHttpUrl(null)).toBe(false);
  });
});
