// The register form's check (the shared RegisterInputSchema, with zod and its resolver), in a module of its own so
// that the register page paints without zod: the page loads it through lazyModule.
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterInputSchema } from '@shared/contracts/users.ts';
import { localisedResolver } from '@/i18n/form-errors.ts';

/** The form's resolver: the schema's refusals in the interface's language. */
export const registerResolver = localisedResolver(zodResolver(RegisterInputSchema));
