import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(
      <div aria-busy="true" aria-label="Loading links">
        <Skeleton />
        <Skeleton shape="circle" />
        <Skeleton shape="rect" blockSize={120} />
        <Skeleton lines={3} />
      </div>,
    );
    const parts = container.querySelectorAll('[aria-busy] > *');
    expect(parts).toHaveLength(4);
    for (const part of parts) expect(part).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws as many text lines as asked, the last one shorter', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[data-shape="text"]');
    expect(lines).toHaveLength(3);
    expect((lines[0] as HTMLElement).style.inlineSize).toBe('100%');
    expect((lines[2] as HTMLElement).style.inlineSize).toBe('60%');
  });

  it('makes circles as high as they are wide, 40 px by default', () => {
    const { container } = render(
      <>
        <Skeleton shape="circle" />
        <Skeleton shape="circle" inlineSize={64} />
      </>,
    );
    const [small, large] = container.querySelectorAll<HTMLElement>('[data-shape="circle"]');
    expect(small?.style.inlineSize).toBe('40px');
    expect(small?.style.blockSize).toBe('40px');
    expect(large?.style.blockSize).toBe('64px');
  });

  it('takes the size it is given', () => {
    const { container } = render(<Skeleton shape="rect" inlineSize="50%" blockSize={280} />);
    const rect = container.querySelector<HTMLElement>('[data-shape="rect"]');
    expect(rect?.style.inlineSize).toBe('50%');
    expect(rect?.style.blockSize).toBe('280px');
  });
});
