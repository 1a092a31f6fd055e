import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { CodeInput } from '@/components/account/code-input';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const EMPTY = ['', '', '', '', ''];

/** A parent that keeps the digits, as the verify form does, and records each report. */
function Harness({ onReport }: { onReport: (code: string) => void }) {
  const [digits, setDigits] = useState<string[]>(EMPTY);
  return (
    <CodeInput
      value={digits}
      onChange={(next) => {
        setDigits(next);
        onReport(next.join(''));
      }}
    />
  );
}

function renderIn(locale: 'ar' | 'en' = 'en') {
  const onReport = jest.fn<void, [string]>();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en}>
      <Harness onReport={onReport} />
    </NextIntlClientProvider>,
  );
  const label = (locale === 'ar' ? ar : en).verify.digitLabel;
  const boxes = [1, 2, 3, 4, 5].map(
    (index) => screen.getByLabelText(label.replace('{index}', String(index))) as HTMLInputElement,
  );
  return { boxes, onReport, lastReport: () => onReport.mock.calls.at(-1)?.[0] };
}

const values = (boxes: HTMLInputElement[]) => boxes.map((b) => b.value).join('');

describe('CodeInput', () => {
  it('is one labelled group of five numeric boxes, left to right', () => {
    const { boxes } = renderIn('ar');
    const group = screen.getByRole('group', { name: ar.verify.codeLabel });
    expect(group).toHaveAttribute('dir', 'ltr');
    expect(boxes).toHaveLength(5);
    for (const box of boxes) expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('typing a digit fills the box and moves to the next; letters are ignored', () => {
    const { boxes, lastReport } = renderIn();
    boxes[0]!.focus();
    fireEvent.change(boxes[0]!, { target: { value: '4' } });
    expect(boxes[0]).toHaveValue('4');
    expect(boxes[1]).toHaveFocus();
    fireEvent.change(boxes[1]!, { target: { value: 'x' } });
    expect(boxes[1]).toHaveValue('');
    expect(boxes[1]).toHaveFocus();
    fireEvent.change(boxes[1]!, { target: { value: '2' } });
    expect(boxes[2]).toHaveFocus();
    expect(lastReport()).toBe('42');
  });

  it('keys typed before the parent renders again each build on the digits just written', () => {
    // A parent that has not passed the new digits back yet (a busy page): the value stays.
    const reports: string[][] = [];
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <CodeInput value={EMPTY} onChange={(next) => reports.push(next)} />
      </NextIntlClientProvider>,
    );
    const box = (index: number) =>
      screen.getByLabelText(en.verify.digitLabel.replace('{index}', String(index)));
    for (const [i, digit] of ['1', '6', '6', '0', '4'].entries()) {
      fireEvent.change(box(i + 1), { target: { value: digit } });
    }
    expect(reports.at(-1)).toEqual(['1', '6', '6', '0', '4']);
  });

  it('pasting the code into any box fills all five and reports it', () => {
    const { boxes, lastReport } = renderIn();
    boxes[2]!.focus();
    fireEvent.paste(boxes[2]!, { clipboardData: { getData: () => '12345' } });
    expect(values(boxes)).toBe('12345');
    expect(lastReport()).toBe('12345');
    expect(boxes[4]).toHaveFocus();
  });

  it('finds the five digits inside a longer pasted text', () => {
    const { boxes, lastReport } = renderIn();
    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => 'Your code: 98 765.' } });
    expect(values(boxes)).toBe('98765');
    expect(lastReport()).toBe('98765');
  });

  it('fills all boxes when the whole code arrives in one (one-time-code autofill)', () => {
    const { boxes, lastReport } = renderIn();
    fireEvent.change(boxes[0]!, { target: { value: '24680' } });
    expect(values(boxes)).toBe('24680');
    expect(lastReport()).toBe('24680');
  });

  it('Backspace on an empty box clears the previous one and goes back', () => {
    const { boxes, lastReport } = renderIn();
    boxes[0]!.focus();
    fireEvent.change(boxes[0]!, { target: { value: '1' } });
    fireEvent.change(boxes[1]!, { target: { value: '2' } });
    expect(boxes[2]).toHaveFocus();
    fireEvent.keyDown(boxes[2]!, { key: 'Backspace' });
    expect(boxes[1]).toHaveFocus();
    expect(boxes[1]).toHaveValue('');
    expect(lastReport()).toBe('1');
    // On a filled box Backspace deletes its own digit (the browser's change) and stays.
    fireEvent.change(boxes[0]!, { target: { value: '' } });
    expect(boxes[0]).toHaveValue('');
    expect(lastReport()).toBe('');
  });
});
