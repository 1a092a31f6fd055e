/**
 * @jest-environment ./tests/support/jsdom-with-fetch.ts
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { UninstallForm } from '@/components/site/uninstall-form';
import { DOWNLOAD_LINKS } from '@/lib/downloads';
import { UNINSTALL_NAMESPACES } from '@/lib/i18n/client-messages';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { pageMessages } from '../support/client-messages';

// jsdom's User-Agent is neither a phone nor Firefox: the reinstall link is Chrome's extension.
const REINSTALL = DOWNLOAD_LINKS.chrome;

function renderForm(locale: 'ar' | 'en' = 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={pageMessages(locale, UNINSTALL_NAMESPACES)}>
      <UninstallForm />
    </NextIntlClientProvider>,
  );
}

/** Answers every fetch with this envelope; records what each request sent (ky hands a Request). */
function answer(status: number, body: unknown) {
  const sent: { method: string; url: string; contentType: string | null; json: unknown }[] = [];
  const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    sent.push({
      method: request.method,
      url: request.url,
      contentType: request.headers.get('content-type'),
      json: await request.json(),
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch, sent };
}

async function submit(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

afterEach(() => jest.restoreAllMocks());

describe('UninstallForm', () => {
  it('offers the four reasons as a labelled radio group', () => {
    renderForm();
    const group = screen.getByRole('radiogroup', { name: en.uninstall.question });
    expect(group).toBeInTheDocument();
    for (const label of Object.values(en.uninstall.reasons)) {
      expect(screen.getByRole('radio', { name: label })).not.toBeChecked();
    }
    expect(screen.getByRole('textbox', { name: en.uninstall.feedbackLabel })).toHaveValue('');
  });

  it('says, in English, that a reason is needed, and sends nothing', async () => {
    const { fetch } = answer(200, {});
    renderForm('en');
    await submit(en.uninstall.submit);
    expect(await screen.findByText(en.validation.uninstall.reason)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says it in Arabic on the Arabic page', async () => {
    answer(200, {});
    renderForm('ar');
    await submit(ar.uninstall.submit);
    expect(await screen.findByText(ar.validation.uninstall.reason)).toBeInTheDocument();
    expect(screen.queryByText(en.validation.uninstall.reason)).not.toBeInTheDocument();
  });

  it('posts the reason, the text and the language, then thanks the visitor', async () => {
    const { fetch, sent } = answer(200, {
      success: true,
      data: { id: '0b6f1f57-55a6-4e0e-9d43-2a4f7d0f3f11', createdAt: '2026-11-23T10:00:00Z' },
    });
    renderForm('en');
    fireEvent.click(screen.getByRole('radio', { name: en.uninstall.reasons.TOO_MANY_ADS }));
    fireEvent.change(screen.getByRole('textbox', { name: en.uninstall.feedbackLabel }), {
      target: { value: '  Popups on every page  ' },
    });
    await submit(en.uninstall.submit);

    expect(
      await screen.findByRole('heading', { name: en.uninstall.thanksTitle }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: 'http://localhost/api/v1/uninstall/feedback',
        contentType: expect.stringMatching(/^application\/json/),
        json: { reason: 'TOO_MANY_ADS', feedback: 'Popups on every page', locale: 'en' },
      },
    ]);
    expect(screen.getByRole('link', { name: en.uninstall.reinstall })).toHaveAttribute(
      'href',
      REINSTALL,
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('leaves out empty text and sends the Arabic page language', async () => {
    const { sent } = answer(200, { success: true, data: {} });
    renderForm('ar');
    fireEvent.click(screen.getByRole('radio', { name: ar.uninstall.reasons.NOT_USEFUL }));
    await submit(ar.uninstall.submit);
    await screen.findByRole('heading', { name: ar.uninstall.thanksTitle });
    expect(sent.map((r) => r.json)).toEqual([{ reason: 'NOT_USEFUL', locale: 'ar' }]);
  });

  it('puts an API validation detail under its field, translated', async () => {
    answer(400, {
      success: false,
      error: {
        code: 1001,
        title: 'VALIDATION_ERROR',
        details: [{ key: 'feedback', message: 'validation.uninstall.feedback_max' }],
      },
    });
    renderForm('en');
    fireEvent.click(screen.getByRole('radio', { name: en.uninstall.reasons.OTHER }));
    await submit(en.uninstall.submit);
    expect(await screen.findByText(en.validation.uninstall.feedback_max)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: en.uninstall.feedbackLabel })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(screen.queryByRole('heading', { name: en.uninstall.thanksTitle })).toBeNull();
  });
});
