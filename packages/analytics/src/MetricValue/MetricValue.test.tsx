import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetricValue } from './MetricValue';

describe('MetricValue', () => {
  it('pairs the label with the compacted value', () => {
    render(<MetricValue label="Views" value={12_345} />);
    expect(screen.getByRole('term')).toHaveTextContent('Views');
    expect(screen.getByRole('definition')).toHaveTextContent('12.35K');
  });
});
