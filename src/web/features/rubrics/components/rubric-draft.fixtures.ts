// The stored rubric the editor's tests open; its content is `buildRubricContent` (shared/contracts/rubrics.fixtures.ts).
export const RUBRIC_ID = '8d0f5f5e-3c0e-4a8e-9b43-0a7c9b1d2e3f';
