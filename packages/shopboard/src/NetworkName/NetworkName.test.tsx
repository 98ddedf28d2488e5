import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NetworkName } from './NetworkName';
import { socialNetworks } from './networks';

describe('NetworkName', () => {
  it.each([
    ['instagram', 'Instagram'],
    ['tiktok', 'TikTok'],
    ['pinterest', 'Pinterest'],
  ] as const)('names %s as %s', (network, name) => {
    render(<NetworkName network={network} />);
    expect(screen.getByText(name)).toBeInTheDocument();
  });

  it('covers the three networks of the spec', () => {
    expect(socialNetworks).toEqual(['instagram', 'tiktok', 'pinterest']);
  });
});
