import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './Logo';

describe('Logo', () => {
  it('draws the mark of public/logo.svg, hidden from assistive technology', () => {
    const { container } = render(<Logo size={32} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '32');
    const shapes = (root: ParentNode) =>
      [...root.querySelectorAll('rect, path, circle')].map((shape) =>
        Object.fromEntries([...shape.attributes].map((a) => [a.name, a.value])),
      );
    const file = new DOMParser().parseFromString(
      readFileSync(join(import.meta.dirname, '../../public/logo.svg'), 'utf8'),
      'image/svg+xml',
    );
    expect(shapes(container)).toEqual(shapes(file));
  });
});
