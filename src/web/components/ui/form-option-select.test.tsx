// @vitest-environment happy-dom
// The option select bound to a react-hook-form field: a field that holds nothing (undefined) shows
// the placeholder, before the menu is used and after a reset; choosing an option puts its value in
// the form and then calls onChosen; disabled, it cannot be opened, closed or open before.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { expect, it, vi } from 'vitest';
import { renderWithApi } from '../../test/render.tsx';
import { FormField } from './form-field.tsx';
import { FormOptionSelect } from './form-option-select.tsx';

type Values = { genre?: string };
const options = [
  { value: 'rock', label: 'Rock' },
  { value: 'jazz', label: 'Jazz' },
];
const noApi = () => ({ status: 404 });

/** A form with the select as its one field; `expose` hands the test the form. */
function Genre({ expose, onChosen, disabled }: { expose: (f: UseFormReturn<Values>) => void; onChosen?: () => void; disabled?: boolean }) {
  const form = useForm<Values>({ defaultValues: { genre: undefined } });
  expose(form);
  return (
    <form>
      <FormField label="Genre">
        {(p) => (
          <FormOptionSelect
            {...p}
            control={form.control}
            name="genre"
            options={options}
            placeholder="Pick a genre"
            onChosen={onChosen}
            disabled={disabled}
          />
        )}
      </FormField>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
    </form>
  );
}

const select = () => screen.getByRole('combobox', { name: 'Genre' });

it('shows the placeholder for a field holding undefined, before the menu is used and after a reset', async () => {
  const user = userEvent.setup();
  let form!: UseFormReturn<Values>;
  renderWithApi(<Genre expose={(f) => (form = f)} />, noApi);
  expect(form.getValues('genre')).toBeUndefined();
  expect(select().textContent).toBe('Pick a genre');
  await user.click(select());
  await user.click(await screen.findByRole('option', { name: 'Jazz' }));
  expect(select().textContent).toBe('Jazz');
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(form.getValues('genre')).toBeUndefined();
  expect(select().textContent).toBe('Pick a genre');
});

it('puts the chosen value in the form, then calls onChosen', async () => {
  const user = userEvent.setup();
  let form!: UseFormReturn<Values>;
  // what the form holds when onChosen runs: the new value, so it runs after the change
  const onChosen = vi.fn(() => form.getValues('genre'));
  renderWithApi(<Genre expose={(f) => (form = f)} onChosen={onChosen} />, noApi);
  await user.click(select());
  await user.click(await screen.findByRole('option', { name: 'Rock' }));
  expect(form.getValues('genre')).toBe('rock');
  expect(onChosen).toHaveBeenCalledOnce();
  expect(onChosen).toHaveReturnedWith('rock');
  await user.click(select());
  await user.click(await screen.findByRole('option', { name: 'Jazz' }));
  expect(form.getValues('genre')).toBe('jazz');
  expect(onChosen).toHaveBeenCalledTimes(2);
});

it('cannot be opened when disabled, whether the menu was used before or not', async () => {
  const user = userEvent.setup();
  let form!: UseFormReturn<Values>;
  const onChosen = vi.fn();
  const { rerender } = renderWithApi(<Genre expose={(f) => (form = f)} onChosen={onChosen} disabled />, noApi);
  expect((select() as HTMLButtonElement).disabled).toBe(true);
  await user.click(select());
  expect(screen.queryByRole('listbox')).toBeNull();
  // enabled, used, then disabled again: the menu's own trigger is disabled too
  rerender(<Genre expose={(f) => (form = f)} onChosen={onChosen} />);
  await user.click(select());
  await user.click(await screen.findByRole('option', { name: 'Rock' }));
  rerender(<Genre expose={(f) => (form = f)} onChosen={onChosen} disabled />);
  expect((select() as HTMLButtonElement).disabled).toBe(true);
  await user.click(select());
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(form.getValues('genre')).toBe('rock');
  expect(onChosen).toHaveBeenCalledOnce();
});
