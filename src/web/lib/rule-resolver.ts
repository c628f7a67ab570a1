// react-hook-form's check by a domain rule that names its first problem and the field it is
// about (the rule the server applies too), for forms whose checks are such rules, not a schema.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export const ruleResolver =
  <V extends FieldValues>(problem: (values: V) => { field: string; message: string } | null): Resolver<V> =>
  (values) => {
    const p = problem(values);
    return p ? { values: {}, errors: { [p.field]: { type: 'rule', message: p.message } } as FieldErrors<V> } : { values, errors: {} };
  };
