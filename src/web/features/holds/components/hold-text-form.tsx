// A hold's one-text forms, the artist's answer and the console's release note: the text is
// checked by the schema the server parses the body with (loaded at the form's first focus or
// send), sent as that schema gives it (trimmed), and a refusal is toasted in the server's words.
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { LazyResolver } from '../../../lib/lazy-zod-resolver.ts';

type Props<Input extends FieldValues, Output> = {
  resolver: LazyResolver<Input, Output>;
  /** The body besides the text (the release's version) rides along as a default value. */
  defaultValues: DefaultValues<Input>;
  name: Path<Input>;
  label: string;
  description: ReactNode;
  required?: boolean;
  maxLength: number;
  send: (body: Output) => Promise<unknown>;
  pending: boolean;
  /** The button's icon while not sending. */
  icon?: ReactNode;
  submitLabel: string;
  sentToast: string;
};

export function HoldTextForm<Input extends FieldValues, Output>(p: Props<Input, Output>) {
  const { register, handleSubmit, getFieldState, formState } = useForm<Input, unknown, Output>({
    resolver: p.resolver,
    defaultValues: p.defaultValues,
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await p.send(body);
      toast.success(p.sentToast);
    } catch (err) {
      toast.error('Error', { description: err instanceof ApiError ? err.message : 'Please try again later.' });
    }
  });
  return (
    <form className="space-y-2" noValidate onSubmit={onSubmit} onFocus={p.resolver.preload}>
      <FormField label={p.label} required={p.required} error={getFieldState(p.name, formState).error?.message} description={p.description}>
        <Textarea rows={3} className="field-sizing-fixed" maxLength={p.maxLength} {...register(p.name)} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={p.pending} className="w-full sm:w-auto">
          {p.pending ? <Spinner size="sm" /> : p.icon} {p.submitLabel}
        </Button>
      </div>
    </form>
  );
}
