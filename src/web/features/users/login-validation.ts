// The login form's validation (the shared LoginInputSchema, with zod), in a module of its own so that the login page
// paints without zod: the page loads it through lazyResolver.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInputSchema, type LoginInput } from '@shared/contracts/users.ts';
import type { Resolver } from 'react-hook-form';
import { localisedResolver } from '@/i18n/form-errors.ts';

export const loginResolver: Resolver<LoginInput> = localisedResolver(zodResolver(LoginInputSchema));
