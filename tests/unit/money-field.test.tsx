/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
// The admin form's money input pair: what it submits and where each problem shows.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useForm } from 'react-hook-form';
import { MoneyField, payloadResolver } from '@/components/admin/resource/form-parts';
import { field, updateSchemaOf } from '@/lib/resources/fields';
import { formDefaultsOf, formPayloadOf, type FormValuesOf } from '@/lib/resources/form-values';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const fields = { minOrder: field.money({ error: 'validation.catalog.money_invalid' }) };
const schema = updateSchemaOf(fields);

function Form({ onValid }: { onValid: (payload: unknown) => void }) {
  const form = useForm<FormValuesOf<typeof fields>, unknown, unknown>({
    resolver: payloadResolver(schema, (values) => formPayloadOf(fields, values)),
    defaultValues: formDefaultsOf(fields, null),
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <MoneyField form={form} name="minOrder" label="Minimum order" />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(locale: 'ar' | 'en' = 'en') {
  const onValid = jest.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en}>
      <Form onValid={onValid} />
    </NextIntlClientProvider>,
  );
  return onValid;
}

it('submits null when both inputs are empty, the pair otherwise', async () => {
  const onValid = renderForm();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  expect(onValid.mock.calls[0]![0]).toEqual({ minOrder: null });

  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '150.5' } });
  fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'aed' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
  expect(onValid.mock.calls[1]![0]).toEqual({ minOrder: { amount: '150.5', currency: 'AED' } });
});

it('shows the missing half under its own input, in the page language', async () => {
  const onValid = renderForm('ar');
  fireEvent.change(screen.getByLabelText('المبلغ'), { target: { value: '20' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByText(ar.validation.catalog.money_invalid);
  expect(alert).toBeVisible();
  expect(onValid).not.toHaveBeenCalled();
  expect(screen.getByLabelText('العملة')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('المبلغ')).not.toHaveAttribute('aria-invalid', 'true');
});
