import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<Values extends FieldValues> = Resolver<Values> & {
  /** Starts loading the validation's code (at the person's first interaction, say); safe to call again. */
  preload: () => void;
};

/**
 * A form resolver whose code (a shared zod schema, and zod) loads apart from the page: the page paints without it, and
 * the first validation waits for it if `preload` has not brought it yet. The messages are the schema's own.
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): LazyResolver<Values> {
  let loading: Promise<Resolver<Values>> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed download is tried again at the next validation.
      loading = null;
      throw error;
    }));
  const resolver: Resolver<Values> = async (values, context, options) => (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
