// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LabelledField } from './labelled-field.tsx';

afterEach(cleanup);

describe('LabelledField', () => {
  it('names the control it draws with its label', () => {
    render(<LabelledField label="Sender">{(id) => <input id={id} defaultValue="ops@example.com" />}</LabelledField>);
    expect(screen.getByLabelText('Sender')).toHaveProperty('value', 'ops@example.com');
  });
});
