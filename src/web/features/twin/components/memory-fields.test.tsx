// @vitest-environment happy-dom
// A memory's caption: a labelled field that hands each change to its form and keeps to the caption's length.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TWIN_MEMORY_CAPTION_MAX_LENGTH } from '@shared/contracts/twin-constants.ts';
import { renderWithApp } from '@/test/render.tsx';
import { MemoryCaptionField } from './memory-fields.tsx';

afterEach(cleanup);

const CAPTION_LABEL = 'Caption (optional)';

describe('MemoryCaptionField', () => {
  it('is found by its label, hands each change to the form and can be disabled while saving', () => {
    const onChange = vi.fn();
    renderWithApp(<MemoryCaptionField value="" onChange={onChange} placeholder="The harbour in 1987" />);
    const field = screen.getByLabelText<HTMLTextAreaElement>(CAPTION_LABEL);
    expect(field.placeholder).toBe('The harbour in 1987');
    expect(field.maxLength).toBe(TWIN_MEMORY_CAPTION_MAX_LENGTH);
    fireEvent.change(field, { target: { value: 'Dad on the quay' } });
    expect(onChange).toHaveBeenCalledWith('Dad on the quay');
    cleanup();
    renderWithApp(<MemoryCaptionField value="Dad on the quay" onChange={onChange} isDisabled />);
    expect(screen.getByLabelText<HTMLTextAreaElement>(CAPTION_LABEL).disabled).toBe(true);
  });
});
