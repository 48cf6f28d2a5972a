// The lint rule that keeps converted pages converted (eslint/no-literal-ui-text.js), and the catalogue's tags.
import { RuleTester } from 'eslint';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import rule from '../../../eslint/no-literal-ui-text.js';
import { richText } from './rich-text.tsx';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run('no-literal-ui-text', rule, {
  valid: [
    { code: "const a = <p>{t('report.passed')}</p>;" },
    { code: "const a = <button title={t('header.help')} aria-label={label}>{' '}·{count}</button>;" },
    { code: 'const a = <span className="font-semibold" data-testid="greeting">{name}</span>;' },
    { code: 'const a = <p>Engram</p>;', options: [{ allow: ['Engram'] }] },
  ],
  invalid: [
    { code: 'const a = <p>Welcome back</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <button title="Close"><X /></button>;', errors: [{ messageId: 'attribute' }] },
    { code: "const a = <p>{isOpen ? 'Open' : t('closed')}</p>;", errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <input placeholder={`Search ${title}`} />;', errors: [{ messageId: 'attribute' }] },
  ],
});

describe('[I18N] richText', () => {
  it('renders each tag of a catalogue string with its renderer, and the text around it as it is', () => {
    const parts = richText('Hai, <bold>Sari</bold>! <link>Ketentuan</link>', { bold: (inner) => inner.toUpperCase() }) as ReactElement<{ children: unknown }>[];
    expect(parts[0]).toBe('Hai, ');
    expect(isValidElement(parts[1]) && parts[1].props.children).toBe('SARI');
    expect(parts[2]).toBe('! ');
    // A tag without a renderer shows its text.
    expect(isValidElement(parts[3]) && parts[3].props.children).toBe('Ketentuan');
  });
});
