import { describe, expect, it } from 'vitest';
import { isNavLinkActive, SHOWCASE_HELP_LINKS, SHOWCASE_NAV_LINKS } from './nav-links.ts';

const activeLabels = (path: string) => SHOWCASE_NAV_LINKS.filter((link) => isNavLinkActive(link, path)).map((link) => link.label);

describe('showcase navigation', () => {
  it('marks exactly one link active', () => {
    expect(activeLabels('/showcase')).toEqual(['Roleplay Scenarios']);
    expect(activeLabels('/showcase/roleplay/quick-create')).toEqual(['Roleplay Scenarios']);
    expect(activeLabels('/showcase/persona')).toEqual(['Persona']);
    expect(activeLabels('/showcase/file-management/')).toEqual(['File Management']);
    expect(activeLabels('/showcase/faq')).toEqual([]);
    expect(activeLabels('/showcase/history')).toEqual(['History']);
    expect(activeLabels('/showcase/report/00000000-0000-4000-8000-000000000000')).toEqual(['History']);
    expect(activeLabels('/showcase/progress')).toEqual(['Progress']);
  });

  it('marks the help pages in their own list', () => {
    const activeHelp = (path: string) => SHOWCASE_HELP_LINKS.filter((link) => isNavLinkActive(link, path)).map((link) => link.label);
    expect(activeHelp('/showcase/how-it-works')).toEqual(['How it works']);
    expect(activeHelp('/showcase/faq/')).toEqual(['FAQ']);
    expect(activeHelp('/showcase')).toEqual([]);
  });
});
