import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@fjord/domain';
import { renderWithProviders } from '../test-utils';
import { Autocomplete, type AutocompleteProps } from './Autocomplete';
import type { AutocompleteOption } from './parse/autocomplete';

const CITIES: AutocompleteOption[] = [
  { value: 'oslo', label: 'Oslo' },
  { value: 'bergen', label: 'Bergen' },
  { value: 'trondheim', label: 'Trondheim' },
  { value: 'bodo', label: 'Bodø' },
];

type Harness = Omit<AutocompleteProps, 'value' | 'onChange'> & { onValue?: (value: string | null) => void };

function Field({ onValue, ...props }: Harness) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Autocomplete
        label="City"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">{value ?? 'null'}</output>
    </>
  );
}

const field = () => screen.getByLabelText('City') as HTMLInputElement;
const typeInto = (text: string) => {
  fireEvent.focus(field());
  fireEvent.change(field(), { target: { value: text } });
};
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('Autocomplete', () => {
  it('lists nothing below the minimum of typed characters', () => {
    renderWithProviders(<Field options={CITIES} />);
    typeInto('Be');
    expect(screen.getByText('Type at least 3 characters')).toBeTruthy();
    expect(optionNames()).toEqual([]);
    typeInto('Ber');
    expect(optionNames()).toEqual(['Bergen']);
  });

  it('filters a local list by case-insensitive containment', () => {
    renderWithProviders(<Field options={CITIES} minChars={1} />);
    typeInto('O');
    expect(optionNames()).toEqual(['Oslo', 'Trondheim', 'Bodø']);
    typeInto('DØ');
    expect(optionNames()).toEqual(['Bodø']);
    typeInto('xyz');
    expect(optionNames()).toEqual([]);
    expect(screen.getByText('No matches')).toBeTruthy();
  });

  it('takes a choice from the list', () => {
    renderWithProviders(<Field options={CITIES} />);
    typeInto('hei');
    fireEvent.click(screen.getByRole('option', { name: 'Trondheim' }));
    expect(screen.getByTestId('value').textContent).toBe('trondheim');
    expect(field().value).toBe('Trondheim');
  });

  it('clears free text that was not chosen when the field must be chosen from the list', () => {
    renderWithProviders(<Field options={CITIES} allowFreeText={false} />);
    typeInto('Stavanger');
    fireEvent.blur(field());
    expect(field().value).toBe('');
    expect(screen.getByTestId('value').textContent).toBe('null');
  });

  it('un-chooses when the chosen text is edited, and clears the edit on leaving', () => {
    renderWithProviders(<Field options={CITIES} allowFreeText={false} />);
    typeInto('Osl');
    fireEvent.click(screen.getByRole('option', { name: 'Oslo' }));
    expect(screen.getByTestId('value').textContent).toBe('oslo');
    typeInto('Oslox');
    expect(screen.getByTestId('value').textContent).toBe('null');
    fireEvent.blur(field());
    expect(field().value).toBe('');
  });

  it('keeps free text in a local list that allows it', () => {
    renderWithProviders(<Field options={CITIES} />);
    typeInto('Stavanger');
    fireEvent.blur(field());
    expect(field().value).toBe('Stavanger');
    expect(screen.getByTestId('value').textContent).toBe('Stavanger');
  });

  it('asks the server after the debounce, only from the minimum, and must be chosen from the list', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWithProviders(<Field options={[]} onSearch={onSearch} />);
    typeInto('Fj');
    act(() => vi.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS));
    expect(onSearch).not.toHaveBeenCalled();
    typeInto('Fjo');
    act(() => vi.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('Fjo');
    fireEvent.blur(field());
    expect(field().value).toBe('');
  });

  it('shows server options unfiltered, as the server chose them', () => {
    const options = [{ value: '1', label: 'Fjordhandel AS', description: '912 345 678 · Bergen' }];
    renderWithProviders(<Field options={options} onSearch={() => {}} />);
    typeInto('912');
    expect(optionNames()).toEqual(['Fjordhandel AS912 345 678 · Bergen']);
  });
});
