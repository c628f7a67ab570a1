// react-hook-form's zodResolver over a domain schema that is loaded when it is first needed: the
// form's first check (on submit), or earlier when the visitor first focuses the form
// (`onFocus={resolver.preload}`). A screen with a form thus opens without the validation library,
// and the checks and messages are those of the same schema the server applies.
//   const resolver = lazyZodResolver(() => import('../../../../domain/auth.ts').then((m) => m.signInSchema));
//   useForm<SignInInput>({ resolver }) ... <form onFocus={resolver.preload}>
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadOnce } from './load-once.ts';

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & { preload: () => void };

export function lazyZodResolver<S extends z.ZodType<unknown, FieldValues>>(load: () => Promise<S>): LazyResolver<z.input<S>, z.output<S>> {
  type R = Resolver<z.input<S>, unknown, z.output<S>>;
  const resolverOf = loadOnce((): Promise<R> =>
    Promise.all([import('@hookform/resolvers/zod'), load()]).then(([{ zodResolver }, schema]) => zodResolver(schema) as unknown as R),
  );
  const resolver: R = async (values, context, options) => (await resolverOf())(values, context, options);
  return Object.assign(resolver, { preload: () => void resolverOf().catch(() => undefined) });
}
