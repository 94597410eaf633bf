import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import i18n from '../../i18n';
import { renderWithProviders } from '../test-utils';
import { AmountInput } from './AmountInput';
import { DateInput } from './DateInput';
import { DateTimeInput } from './DateTimeInput';
import { IntegerInput } from './IntegerInput';
import { TimeInput } from './TimeInput';
import { typeKeys } from '../test-keyboard';
import { toUtcValue } from './parse/date-time';

type Controlled<V> = { value: V; onChange: (value: V) => void };

/** Renders a controlled input with its value in `output`, as a form would hold it. */
function renderControlled<V>(initial: V, render: (props: Controlled<V>) => ReactElement) {
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        {render({ value, onChange: setValue })}
        <output data-testid="value">{value === null ? 'null' : String(value)}</output>
      </>
    );
  }
  return renderWithProviders(<Harness />);
}

const value = () => screen.getByTestId('value').textContent;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('DateInput', () => {
  it('pads a partial date when the field is left', () => {
    renderControlled<string | null>(null, (props) => <DateInput label="Due" {...props} />);
    type(field('Due'), '2024-1-5');
    expect(value()).toBe('2024-01-05');
    fireEvent.blur(field('Due'));
    expect(field('Due').value).toBe('2024-01-05');
  });

  it('keeps an impossible date as typed, says so and gives null', () => {
    renderControlled<string | null>('2024-01-01', (props) => <DateInput label="Due" {...props} />);
    type(field('Due'), '2024-02-30');
    fireEvent.blur(field('Due'));
    expect(field('Due').value).toBe('2024-02-30');
    expect(value()).toBe('null');
    expect(screen.getByText('Must be a date')).toBeTruthy();
  });
});

describe('TimeInput', () => {
  it('clears an hour above 23 and pads a single digit on leaving', () => {
    renderControlled<string | null>(null, (props) => <TimeInput label="Start" {...props} />);
    const hours = screen.getByLabelText('Hours') as HTMLInputElement;
    const minutes = screen.getByLabelText('Minutes') as HTMLInputElement;
    type(hours, '24');
    expect(hours.value).toBe('');
    type(hours, '9');
    fireEvent.blur(hours);
    expect(hours.value).toBe('09');
    type(minutes, '5x');
    expect(value()).toBe('09:05');
  });
});

describe('IntegerInput', () => {
  it('takes digits and a leading minus only; empty is null', () => {
    renderControlled<number | null>(null, (props) => <IntegerInput label="Count" {...props} />);
    type(field('Count'), '-12a3');
    expect(field('Count').value).toBe('-123');
    expect(value()).toBe('-123');
    type(field('Count'), '');
    expect(value()).toBe('null');
  });
});

describe('AmountInput', () => {
  it('reads a Norwegian amount and inserts a comma for the numpad decimal key', async () => {
    await act(() => i18n.changeLanguage('nb'));
    renderControlled<string | null>(null, (props) => <AmountInput label="Beløp" {...props} />);
    const amount = field('Beløp');
    type(amount, '1 234,5');
    expect(value()).toBe('1234.5');
    type(amount, '12');
    amount.setSelectionRange(2, 2);
    fireEvent.keyDown(amount, { key: '.', code: 'NumpadDecimal' });
    expect(amount.value).toBe('12,');
    type(amount, '12,5');
    expect(value()).toBe('12.5');
  });

  it('shows the value anew when the language changes', async () => {
    renderControlled<string | null>('1234.50', (props) => <AmountInput label="Amount" {...props} />);
    expect(field('Amount').value).toBe('1234.50');
    await act(() => i18n.changeLanguage('nb'));
    expect(field('Amount').value).toBe('1234,50');
  });

  it('makes an empty field 0 unless blank is allowed', () => {
    renderControlled<string | null>('5', (props) => <AmountInput label="Amount" {...props} />);
    type(field('Amount'), '');
    fireEvent.blur(field('Amount'));
    expect(value()).toBe('0');
    expect(field('Amount').value).toBe('0');
  });
});

describe('DateTimeInput', () => {
  const previous = toUtcValue('2024-03-15', '14:30');

  it('rejects a year before 1900 and goes back to the previous value', () => {
    renderControlled<string | null>(previous, (props) => <DateTimeInput label="Sent" {...props} />);
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    type(date, '1899-12-31');
    fireEvent.blur(date);
    expect(date.value).toBe('2024-03-15');
    expect(value()).toBe(previous);
    expect(screen.getByText('The year must be 1900 or later')).toBeTruthy();
  });

  it('empties the value on Backspace over the whole date', () => {
    renderControlled<string | null>(previous, (props) => <DateTimeInput label="Sent" {...props} />);
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    date.setSelectionRange(0, date.value.length);
    fireEvent.keyDown(date, { key: 'Backspace' });
    expect(date.value).toBe('');
    expect(value()).toBe('null');
  });
});

describe('the caret stays where the user types, also when the input rewrites the text', () => {
  it('amount: the numpad decimal key, then digits typed fast, with a frame drawn between two of them', () => {
    // Frames come when the test draws one, as a browser draws one whenever it likes between keys.
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      renderControlled<string | null>(null, (props) => <AmountInput label="Amount" {...props} />);
      typeKeys(field('Amount'), '12{NumpadDecimal}7');
      act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
      typeKeys(field('Amount'), '5');
      expect(field('Amount').value).toBe('12.75');
      expect(value()).toBe('12.75');
    } finally {
      requestFrame.mockRestore();
    }
  });

  it('amount: the numpad decimal key between digits, then a digit after it', () => {
    renderControlled<string | null>(null, (props) => <AmountInput label="Amount" {...props} />);
    typeKeys(field('Amount'), '1234{ArrowLeft}{ArrowLeft}{NumpadDecimal}5');
    expect(field('Amount').value).toBe('12.534');
  });

  it('amount: a stripped character in the middle leaves the caret there', () => {
    renderControlled<string | null>(null, (props) => <AmountInput label="Amount" {...props} />);
    typeKeys(field('Amount'), '1234{ArrowLeft}{ArrowLeft}x5');
    expect(field('Amount').value).toBe('12534');
    expect(field('Amount').selectionStart).toBe(3);
  });

  it('amount in Norwegian: a point typed in the middle becomes the comma, and typing goes on after it', async () => {
    await act(() => i18n.changeLanguage('nb'));
    renderControlled<string | null>(null, (props) => <AmountInput label="Beløp" {...props} />);
    typeKeys(field('Beløp'), '1234{ArrowLeft}{ArrowLeft}.5');
    expect(field('Beløp').value).toBe('12,534');
    expect(value()).toBe('12.534');
  });

  it('amount: deleting in the middle, then typing there', () => {
    renderControlled<string | null>(null, (props) => <AmountInput label="Amount" {...props} />);
    typeKeys(field('Amount'), '12.75{ArrowLeft}{ArrowLeft}{ArrowLeft}{Backspace}3{Delete}{Delete}9');
    expect(field('Amount').value).toBe('1395');
    expect(value()).toBe('1395');
  });

  it('integer: a stripped character in the middle leaves the caret there', () => {
    renderControlled<number | null>(null, (props) => <IntegerInput label="Count" {...props} />);
    typeKeys(field('Count'), '1234{ArrowLeft}{ArrowLeft}a5');
    expect(field('Count').value).toBe('12534');
    expect(value()).toBe('12534');
  });

  it('integer: a refused keystroke (beyond the exact integers) leaves the caret where it was', () => {
    renderControlled<number | null>(null, (props) => <IntegerInput label="Count" {...props} />);
    typeKeys(field('Count'), '9007199254740991{Home}9-');
    expect(field('Count').value).toBe('-9007199254740991');
    expect(value()).toBe('-9007199254740991');
  });

  it('time: a stripped character before a digit leaves the caret before it', () => {
    renderControlled<string | null>(null, (props) => <TimeInput label="Start" {...props} />);
    typeKeys(screen.getByLabelText('Hours') as HTMLInputElement, '3{ArrowLeft}x1');
    expect((screen.getByLabelText('Hours') as HTMLInputElement).value).toBe('13');
  });
});
