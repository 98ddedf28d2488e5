import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeSwatch } from './ThemeSwatch';

describe('ThemeSwatch', () => {
  it('shows the use and the colour in capitals', () => {
    render(<ThemeSwatch label="Checkout button" color="#5b3df5" />);
    expect(screen.getByText('Checkout button')).toBeInTheDocument();
    expect(screen.getByText('#5B3DF5')).toBeInTheDocument();
  });
});
