import { describe, expect, it } from 'vitest';
import { GlossaryFormSchema, glossaryCopyName, GLOSSARY_NAME_MAX_LENGTH } from './contracts/glossaries.ts';
import { findGlossaryLineProblems, glossaryLinesMessage, parseGlossaryLine, parseGlossaryTerms } from './glossary-terms.ts';

describe('[GLOSSARY] glossary lines', () => {
  it('reads "Term: definition", "Term - definition", the dashes and bullets', () => {
    expect(parseGlossaryLine('SLA: service level agreement')).toEqual({ term: 'SLA', definition: 'service level agreement' });
    expect(parseGlossaryLine('Churn - customers who leave')).toEqual({ term: 'Churn', definition: 'customers who leave' });
    expect(parseGlossaryLine('Upsell — a bigger plan')).toEqual({ term: 'Upsell', definition: 'a bigger plan' });
    expect(parseGlossaryLine('Lead – an interested person')).toEqual({ term: 'Lead', definition: 'an interested person' });
    expect(parseGlossaryLine('  • Follow-up: the next agreed contact')).toEqual({ term: 'Follow-up', definition: 'the next agreed contact' });
  });

  it('reads "Term = definition", with or without spaces, and keeps later equals signs in the definition', () => {
    expect(parseGlossaryLine('INV = invoice')).toEqual({ term: 'INV', definition: 'invoice' });
    expect(parseGlossaryLine('PO=purchase order')).toEqual({ term: 'PO', definition: 'purchase order' });
    expect(parseGlossaryLine('- ROI = gain / cost = return')).toEqual({ term: 'ROI', definition: 'gain / cost = return' });
    expect(parseGlossaryLine('INV =')).toBeNull();
    expect(parseGlossaryLine('= invoice')).toBeNull();
  });

  it('lets the shared form schema, which the server and the form both check, accept "=" lines', () => {
    expect(GlossaryFormSchema.safeParse({ name: 'Collections', glossary: 'INV = invoice\nPO - purchase order\nDSO: days sales outstanding' }).success).toBe(true);
  });

  it('refuses a line without a separator, a term without a definition and a definition without a term', () => {
    expect(parseGlossaryLine('Just a sentence about sales')).toBeNull();
    expect(parseGlossaryLine('SLA:')).toBeNull();
    expect(parseGlossaryLine(': a definition')).toBeNull();
    expect(parseGlossaryLine('Follow-up the next contact')).toBeNull();
    expect(parseGlossaryLine(`${'x'.repeat(81)}: too long a term`)).toBeNull();
  });

  it('numbers the lines that are neither terms nor blank, as the text area shows them', () => {
    const content = '\nSLA: service level agreement\n\nnot a term\r\nChurn - leaving customers\n  \nanother stray line';
    expect(findGlossaryLineProblems(content)).toEqual([
      { line: 4, text: 'not a term' },
      { line: 7, text: 'another stray line' },
    ]);
    expect(parseGlossaryTerms(content).map((term) => term.term)).toEqual(['SLA', 'Churn']);
    expect(parseGlossaryTerms(content, 1)).toHaveLength(1);
    expect(parseGlossaryTerms(null)).toEqual([]);
  });

  it('names one line, several lines, and many lines in short', () => {
    expect(glossaryLinesMessage([])).toBeNull();
    expect(glossaryLinesMessage([{ line: 3, text: 'x' }])).toBe('Line 3 is not a term: write it as “Term: definition”.');
    expect(glossaryLinesMessage([2, 5, 9].map((line) => ({ line, text: 'x' })))).toBe('Lines 2, 5 and 9 are not terms: write each as “Term: definition”.');
    expect(glossaryLinesMessage([1, 2, 3, 4, 5, 6, 7].map((line) => ({ line, text: 'x' })))).toBe(
      'Lines 1, 2, 3, 4, 5 and 2 more are not terms: write each as “Term: definition”.',
    );
  });

  it('makes the form refuse content with a stray line, numbered as written before trimming', () => {
    const result = GlossaryFormSchema.safeParse({ name: 'Terms', glossary: '\n\nSLA: agreement\nstray' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Line 4 is not a term: write it as “Term: definition”.']);
    expect(GlossaryFormSchema.parse({ name: 'Terms', glossary: '\n SLA: agreement\n\nFCR - first contact resolution \n' }).glossary).toBe(
      'SLA: agreement\n\nFCR - first contact resolution',
    );
  });
});

describe('[GLOSSARY] the name of a copy', () => {
  it('adds " (copy)" and shortens a long name to fit', () => {
    expect(glossaryCopyName('Sales Glossary')).toBe('Sales Glossary (copy)');
    const long = glossaryCopyName('n'.repeat(GLOSSARY_NAME_MAX_LENGTH));
    expect(long).toHaveLength(GLOSSARY_NAME_MAX_LENGTH);
    expect(long.endsWith('n (copy)')).toBe(true);
  });
});
