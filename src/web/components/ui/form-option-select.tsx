// An OptionSelect bound to a react-hook-form field: the chosen value goes to the form, and
// `onChosen` runs after (a form checked on submit clears its messages at any change). Apart from
// option-select.tsx so screens without a form do not load react-hook-form with it.
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormFieldControlProps } from './form-field.tsx';
import { OptionSelect, type Option } from './option-select.tsx';

type Props<T extends FieldValues, Out> = FormFieldControlProps & {
  /** The form's control, whatever its resolver turns the values into (`Out`). */
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  options: Option[];
  placeholder?: string;
  disabled?: boolean;
  onChosen?: () => void;
};

export function FormOptionSelect<T extends FieldValues, Out = T>({
  control,
  name,
  options,
  placeholder,
  disabled,
  onChosen,
  ...controlProps
}: Props<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <OptionSelect
          {...controlProps}
          value={field.value ?? ''}
          onChange={(v) => {
            field.onChange(v);
            onChosen?.();
          }}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
        />
      )}
    />
  );
}
