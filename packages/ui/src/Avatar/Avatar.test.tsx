import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar';
import { avatarSizes } from './avatarVariants';

describe('initialsOf', () => {
  it('takes the first letters of the first and the last word', () => {
    expect(initialsOf('Maya Cohen')).toBe('MC');
    expect(initialsOf('  maya  de la  cohen ')).toBe('MC');
    expect(initialsOf('maya')).toBe('M');
    expect(initialsOf('מאיה כהן')).toBe('מכ');
    expect(initialsOf('')).toBe('');
  });
});

describe('Avatar', () => {
  it('is an image named by the person, showing the initials without a picture', () => {
    render(<Avatar name="Maya Cohen" />);
    const avatar = screen.getByRole('img', { name: 'Maya Cohen' });
    expect(avatar).toHaveTextContent('MC');
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('shows the picture over the initials, and the initials alone when it fails to load', () => {
    render(<Avatar name="Maya Cohen" src="https://example.test/maya.png" />);
    const avatar = screen.getByRole('img', { name: 'Maya Cohen' });
    const picture = avatar.querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://example.test/maya.png');
    expect(picture).toHaveAttribute('alt', '');
    fireEvent.error(picture as HTMLImageElement);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent('MC');
  });

  it('tries a new picture after an old one failed', () => {
    const { rerender } = render(<Avatar name="Maya" src="https://example.test/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Maya' }).querySelector('img') as HTMLElement);
    rerender(<Avatar name="Maya" src="https://example.test/new.png" />);
    expect(screen.getByRole('img', { name: 'Maya' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://example.test/new.png',
    );
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar name="Maya Cohen" isDecorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('MC').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('draws each size differently', () => {
    render(
      <>
        {avatarSizes.map((size) => (
          <Avatar key={size} name={`Size ${size}`} size={size} />
        ))}
      </>,
    );
    const classes = new Set(
      avatarSizes.map((size) => screen.getByRole('img', { name: `Size ${size}` }).className),
    );
    expect(classes.size).toBe(avatarSizes.length);
  });
});
