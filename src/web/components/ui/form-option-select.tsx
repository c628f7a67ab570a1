// An OptionSelect bound to a react-hook-form field: the chosen value goes to the form, and
// `onChosen` runs after (a form checked on submit clears its messages at any change). Apart from
// option-select.tsx so screens without a form do not load react-hook-form with it.
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormFieldControlProps } from './form-field.tsx';
import { OptionSelect, type Option } from './option-select.tsx';

type Props<T extends FieldValues> = FormFieldControlProps & {
  control: Control<T>;
  name: FieldPath<T>;
  options: Option[];
  placeholder?: string;
  onChosen?: () => void;
};

export function FormOptionSelect<T extends FieldValues>({ control, name, options, placeholder, onChosen, ...controlProps }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <OptionSelect
          {...controlProps}
          value={field.value}
          onChange={(v) => {
            field.onChange(v);
            onChosen?.();
          }}
          options={options}
          placeholder={placeholder}
        />
      )}
    />
  );
}
