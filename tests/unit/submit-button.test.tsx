import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SubmitButton } from '@/components/forms/submit-button';
import en from '@/messages/en.json';

function SignInLike({ onSubmit }: { onSubmit: () => void }) {
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <input name="password" aria-label="password" defaultValue="" />
        <SubmitButton pending={false}>Sign in</SubmitButton>
      </form>
    </NextIntlClientProvider>
  );
}

describe('SubmitButton', () => {
  it('is disabled in the server-rendered page, so nothing submits the form natively before hydration', () => {
    const html = renderToString(<SignInLike onSubmit={() => {}} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('button[type="submit"]')).toHaveProperty('disabled', true);
  });

  it('is enabled once hydrated, and submits through the handler', async () => {
    const onSubmit = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignInLike onSubmit={onSubmit} />);
    document.body.append(container);
    const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, <SignInLike onSubmit={onSubmit} />);
    });
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('stays disabled while the form is submitting, and says so', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <SubmitButton pending>Sign in</SubmitButton>
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('button', { name: en.auth.submitting })).toBeDisabled();
  });
});
