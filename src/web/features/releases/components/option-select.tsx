// A select over a fixed option list, for react-hook-form's Controller; '' means nothing chosen.
import type { FormFieldControlProps } from '../../../components/ui/form-field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';

export type Option = { value: string; label: string };

export const asOptions = (values: readonly string[], labels?: Record<string, string>): Option[] =>
  values.map((v) => ({ value: v, label: labels?.[v] ?? v }));

type Props = FormFieldControlProps & {
  value: string | undefined;
  onChange: (value: string) => void;
  options: Option[];
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
};

export function OptionSelect({ value, onChange, options, placeholder = 'Select…', disabled, ...control }: Props) {
  return (
    <Select value={value || undefined} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger {...control}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
