'use client';

import { useTranslations } from 'next-intl';
import {
  useId,
  useLayoutEffect,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';
import { cn } from '@/lib/utils';

const onlyDigits = (text: string) => text.replace(/\D/g, '');

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as RefObject<T | null>).current = value;
}

/**
 * The verification code as single-digit boxes (/verify): typing advances, Backspace on
 * an empty box goes back, a paste (or one-time-code autofill) of the whole code fills every box.
 * Controlled: `value` holds one entry per box ('' when empty). Always left-to-right, also in
 * Arabic. `ref` reaches the first box (focus after an error).
 */
export function CodeInput({
  value,
  onChange,
  invalid = false,
  describedBy,
  disabled = false,
  ref,
}: {
  value: readonly string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const t = useTranslations('verify');
  const labelId = useId();
  const { boxes, onInput, onKeyDown, onPaste } = useCodeBoxes(value, onChange);

  return (
    <div className="flex flex-col items-center gap-2">
      <p id={labelId} className="text-sm font-semibold text-slate-800">
        {t('codeLabel')}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        dir="ltr"
        className="flex justify-center gap-2 sm:gap-3"
      >
        {value.map((digit, index) => (
          <input
            // The boxes never move: the position is the identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
              if (index === 0) assignRef(ref, element);
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('digitLabel', { index: index + 1 })}
            aria-invalid={invalid}
            disabled={disabled}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            className={cn(
              'size-12 rounded-lg border border-slate-300 bg-white text-center text-xl font-semibold text-slate-900 tabular-nums sm:size-14 sm:text-2xl',
              'focus-visible:border-brand-600 focus-visible:ring-brand-500/40 focus-visible:ring-2 focus-visible:outline-none',
              'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600',
            )}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * The boxes' keyboard and clipboard handling: where a digit goes, where focus moves next, and
 * a pasted code spread over the boxes.
 */
function useCodeBoxes(value: readonly string[], onChange: (digits: string[]) => void) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;
  // The digits as this component last wrote them. Keys typed faster than the page renders (a
  // fast typist, a code typed by a keyboard tool) arrive before the parent passes the new value
  // back: each builds on the digits just written, not on the value of the last render. A new
  // value from the parent (a reset, a resend) replaces them.
  const shown = useRef(value);
  useLayoutEffect(() => {
    shown.current = value;
  }, [value]);
  const write = (next: string[]) => {
    shown.current = next;
    onChange(next);
  };

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `digits` from box `start` on; the whole code when it is all there. */
  const fill = (start: number, digits: string) => {
    const from = digits.length >= length ? 0 : start;
    const next = [...shown.current];
    const used = digits.slice(0, length - from);
    for (let i = 0; i < used.length; i += 1) next[from + i] = used[i] ?? '';
    write(next);
    focusBox(from + used.length);
  };

  const onInput = (index: number, raw: string) => {
    let digits = onlyDigits(raw);
    if (!digits) {
      const next = [...shown.current];
      next[index] = '';
      write(next);
      return;
    }
    // The box already held a digit and the caret was beside it: keep the one just typed.
    const old = shown.current[index];
    if (digits.length === 2 && old && digits.includes(old)) {
      digits = digits[0] === old ? digits.slice(1) : digits.slice(0, 1);
    }
    fill(index, digits);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !shown.current[index] && index > 0) {
      event.preventDefault();
      const next = [...shown.current];
      next[index - 1] = '';
      write(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    const whole = new RegExp(`\\d{${length}}`).exec(text)?.[0];
    const digits = whole ?? onlyDigits(text);
    if (digits) fill(whole ? 0 : index, digits);
  };

  return { boxes, onInput, onKeyDown, onPaste };
}
