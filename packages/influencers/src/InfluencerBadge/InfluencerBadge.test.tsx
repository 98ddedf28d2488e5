import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfluencerBadge } from './InfluencerBadge';

describe('InfluencerBadge', () => {
  it('shows the initial when there is no image', () => {
    render(<InfluencerBadge name="maya" />);
    expect(screen.getByText('M')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('maya')).toBeInTheDocument();
  });

  it('shows the image as decoration beside the name', () => {
    const { container } = render(<InfluencerBadge name="maya" imageUrl="/maya.png" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByText('M')).not.toBeInTheDocument();
  });
});
