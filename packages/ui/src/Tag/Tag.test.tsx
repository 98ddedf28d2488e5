import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Tag } from './Tag';
import { tagTones } from './tagVariants';

describe('Tag', () => {
  it('shows its text in each tone, neutral by default', () => {
    render(
      <>
        <Tag>Draft</Tag>
        {tagTones.map((tone) => (
          <Tag key={tone} tone={tone}>
            {`${tone} tag`}
          </Tag>
        ))}
      </>,
    );
    expect(screen.getByText('Draft')).toHaveAttribute('data-tone', 'neutral');
    for (const tone of tagTones)
      expect(screen.getByText(`${tone} tag`)).toHaveAttribute('data-tone', tone);
  });

  it('gives a different look to each tone', () => {
    render(
      <>
        {tagTones.map((tone) => (
          <Tag key={tone} tone={tone}>
            {tone}
          </Tag>
        ))}
      </>,
    );
    const classes = new Set(tagTones.map((tone) => screen.getByText(tone).className));
    expect(classes.size).toBe(tagTones.length);
  });

  it('is not interactive: keyboard focus passes it by', async () => {
    render(
      <>
        <Tag tone="success">Paid</Tag>
        <Button>Refund</Button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Refund' })).toHaveFocus();
    expect(screen.getByText('Paid')).not.toHaveAttribute('tabindex');
  });

  it('carries a tooltip with the full text', () => {
    render(<Tag title="Summer collection 2026">Summer collection 2026</Tag>);
    expect(screen.getByText('Summer collection 2026')).toHaveAttribute(
      'title',
      'Summer collection 2026',
    );
  });
});
