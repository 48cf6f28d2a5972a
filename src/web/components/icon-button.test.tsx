// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button.tsx';

afterEach(cleanup);

describe('IconButton', () => {
  it('is named for screen readers and the pointer, and acts on a click unless disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<IconButton icon={Trash2} label="Delete Holiday photos" title="Delete" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete Holiday photos' });
    expect(button.getAttribute('title')).toBe('Delete');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(<IconButton icon={Trash2} label="Delete Holiday photos" title="Delete" onClick={onClick} disabled />);
    expect(screen.getByRole('button', { name: 'Delete Holiday photos' })).toHaveProperty('disabled', true);
  });
});
