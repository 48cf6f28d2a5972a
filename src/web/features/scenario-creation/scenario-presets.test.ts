import { describe, expect, it } from 'vitest';
import { CreateQuickScenarioInputSchema } from '@shared/contracts/scenarios.ts';
import { SCENARIO_CATEGORIES } from '@shared/contracts/scenarios-constants.ts';
import { toPickerChoices } from './picker-choices.ts';
import { findScenarioPreset, SCENARIO_PRESET_CATEGORIES } from './scenario-presets.ts';

describe('SCENARIO_PRESET_CATEGORIES', () => {
  it('offers at least one preset for each sample category', () => {
    expect(SCENARIO_PRESET_CATEGORIES.map((category) => category.type)).toEqual([...SCENARIO_CATEGORIES]);
    for (const category of SCENARIO_PRESET_CATEGORIES) expect(category.options.length).toBeGreaterThan(0);
  });

  it('fills the quick form with values the create request accepts', () => {
    const ids = new Set<string>();
    for (const preset of SCENARIO_PRESET_CATEGORIES.flatMap((category) => category.options)) {
      expect(ids.has(preset.id)).toBe(false);
      ids.add(preset.id);
      const request = { scenario_title: preset.title, ai_role: preset.ai_role, my_role: preset.my_role, scenario_description: preset.scenario_description };
      expect(CreateQuickScenarioInputSchema.safeParse(request).success).toBe(true);
      expect(findScenarioPreset(preset.id)).toBe(preset);
    }
    expect(findScenarioPreset('no-such-preset')).toBeUndefined();
  });
});

describe('toPickerChoices', () => {
  it("puts the person's own items before the samples", () => {
    const choices = toPickerChoices(
      {
        data: [
          { id: 'a', name: 'My buyer', is_sample: false },
          { id: 'b', name: 'Sales: Sceptical Buyer', is_sample: true },
        ],
        isPending: false,
        error: null,
      },
      'My personas',
    );
    expect(choices).toEqual({
      groups: [
        { type: 'My personas', options: [{ id: 'a', title: 'My buyer' }] },
        { type: 'Samples', options: [{ id: 'b', title: 'Sales: Sceptical Buyer' }] },
      ],
      isLoading: false,
      error: null,
    });
  });

  it('reports loading and a failed list', () => {
    expect(toPickerChoices({ data: undefined, isPending: true, error: null }, 'My rubrics').isLoading).toBe(true);
    const failed = toPickerChoices({ data: undefined, isPending: true, error: new Error('Rubrics could not be loaded.') }, 'My rubrics');
    expect(failed).toMatchObject({ isLoading: false, error: 'Rubrics could not be loaded.' });
  });
});
