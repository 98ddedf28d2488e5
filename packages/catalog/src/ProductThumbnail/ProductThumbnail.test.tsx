import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductThumbnail } from './ProductThumbnail';

describe('ProductThumbnail', () => {
  it('shows the image named by the title', () => {
    render(<ProductThumbnail title="Linen shirt" imageUrl="/shirt.png" />);
    expect(screen.getByRole('img', { name: 'Linen shirt' })).toHaveAttribute('src', '/shirt.png');
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it('flags a product out of stock', () => {
    render(<ProductThumbnail title="Linen shirt" isOutOfStock />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('shows extra flags under the title', () => {
    render(
      <ProductThumbnail title="Linen shirt">
        <span>Draft</span>
      </ProductThumbnail>,
    );
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });
});
