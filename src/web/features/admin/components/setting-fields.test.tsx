// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SET_BY_ENVIRONMENT } from '@shared/contracts/admin.ts';
import { ProviderConnectionFields, SecretField, SettingTextField, unlessFromEnvironment, useSettingsForm } from './setting-fields.tsx';

afterEach(cleanup);

const describedText = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('SettingTextField', () => {
  it('is disabled and says so when the environment sets it, in place of its hint', () => {
    render(<SettingTextField label="Base URL" value="http://env" isLocked hint="Where the provider answers." onChange={() => undefined} />);
    const field = screen.getByLabelText('Base URL');
    expect(field).toHaveProperty('disabled', true);
    expect(describedText(field)).toBe(SET_BY_ENVIRONMENT);
    expect(screen.queryByText('Where the provider answers.')).toBeNull();
  });

  it('hands each change to the form and describes itself by its hint', async () => {
    const onChange = vi.fn();
    render(<SettingTextField label="Base URL" value="" isLocked={false} hint="Where the provider answers." onChange={onChange} />);
    const field = screen.getByLabelText('Base URL');
    expect(describedText(field)).toBe('Where the provider answers.');
    await userEvent.type(field, 'h');
    expect(onChange).toHaveBeenCalledWith('h');
  });
});

describe('SecretField', () => {
  const props = { label: 'API key', kind: 'key' as const, value: '', notSetText: 'No key saved.', statusTestId: 'status', isClearing: false, onChange: () => undefined };

  it('says how a saved secret ends and offers to remove it', async () => {
    const onClearingChange = vi.fn();
    render(<SecretField {...props} secret={{ isSet: true, lastFour: '5678', isFromEnvironment: false }} onClearingChange={onClearingChange} />);
    expect(screen.getByTestId('status').textContent).toBe('Set, ends in …5678.');
    expect(screen.getByLabelText('API key').getAttribute('placeholder')).toBe('Leave empty to keep the saved key');
    await userEvent.click(screen.getByLabelText('Remove the saved key'));
    expect(onClearingChange).toHaveBeenCalledWith(true);
  });

  it('locks a secret the environment sets, with nothing to remove', () => {
    render(<SecretField {...props} secret={{ isSet: true, lastFour: null, isFromEnvironment: true }} onClearingChange={() => undefined} />);
    expect(screen.getByLabelText('API key')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('status').textContent).toBe(`${SET_BY_ENVIRONMENT}. Set.`);
    expect(screen.queryByLabelText('Remove the saved key')).toBeNull();
  });

  it('words an unsaved secret with its own text and suffix', () => {
    render(<SecretField {...props} kind="password" secret={{ isSet: false, lastFour: null }} notSetText="No password saved." statusSuffix=" In use: smtp://host" onClearingChange={() => undefined} />);
    expect(screen.getByTestId('status').textContent).toBe('No password saved. In use: smtp://host');
  });
});

describe('unlessFromEnvironment', () => {
  it('sends empty what the environment sets, so the server keeps its own value', () => {
    expect(unlessFromEnvironment('typed', { isFromEnvironment: true })).toBe('');
    expect(unlessFromEnvironment('typed', { isFromEnvironment: false })).toBe('typed');
  });
});

describe('useSettingsForm', () => {
  interface Saved {
    url: string;
  }
  const formOf = (saved: Saved, current?: { url: string; to: string }) => ({ url: saved.url, to: current?.to ?? '' });

  function Form({ saved, test }: { saved: Saved; test: { reset: () => void } }) {
    const { form, update, isClearingSecret, setClearingSecret } = useSettingsForm(saved, formOf, [test]);
    return (
      <>
        <SettingTextField label="URL" value={form.url} isLocked={false} onChange={(url) => update({ url })} />
        <SettingTextField label="Send to" value={form.to} isLocked={false} onChange={(to) => update({ to })} />
        <label>
          <input type="checkbox" checked={isClearingSecret} onChange={(event) => setClearingSecret(event.target.checked)} />
          Remove
        </label>
      </>
    );
  }

  it('forgets a test’s answer at each edit, and reads the saved settings again when they change', async () => {
    const test = { reset: vi.fn() };
    const { rerender } = render(<Form saved={{ url: 'smtp://a' }} test={test} />);
    await userEvent.type(screen.getByLabelText('Send to'), 'm');
    expect(test.reset).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText('URL'), '2');
    expect(screen.getByLabelText('URL')).toHaveProperty('value', 'smtp://a2');
    await userEvent.click(screen.getByLabelText('Remove'));
    expect(screen.getByLabelText('Remove')).toHaveProperty('checked', true);

    rerender(<Form saved={{ url: 'smtp://b' }} test={test} />);
    expect(screen.getByLabelText('URL')).toHaveProperty('value', 'smtp://b');
    expect(screen.getByLabelText('Send to')).toHaveProperty('value', 'm');
  });
});

describe('ProviderConnectionFields', () => {
  it('locks the address the environment sets and hands edits of either field to the form', async () => {
    const onChange = vi.fn();
    render(
      <ProviderConnectionFields
        baseUrl=""
        apiKey=""
        onChange={onChange}
        saved={{ baseUrl: { isFromEnvironment: true }, apiKey: { isSet: false, lastFour: null } }}
        baseUrlPlaceholder="For example http://127.0.0.1:8000/v1"
        keyNotSetText="No key saved."
        keyWarning="Type the key again."
        isClearingKey={false}
        onClearingKeyChange={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Base URL')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('api-key-status').textContent).toBe('No key saved.');
    expect(describedText(screen.getByLabelText('API key'))).toBe('Type the key again.');
    await userEvent.type(screen.getByLabelText('API key'), 'k');
    expect(onChange).toHaveBeenCalledWith({ apiKey: 'k' });
  });
});
