import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { toast } from 'sonner';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { ClientError } from '@/lib/api/client-error';
import { sessionApi, toClientError } from '@/lib/api/session-client';
import en from '@/messages/en.json';

// No network in unit tests: the BFF client and the toasts are replaced.
jest.mock('@/lib/api/session-client', () => ({
  sessionApi: { get: jest.fn(), post: jest.fn(), delete: jest.fn() },
  toClientError: jest.fn(),
}));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const post = sessionApi.post as jest.Mock;
const asClientError = toClientError as jest.Mock;

const CURRENT = 'Old-Secret-2024';
const NEW = 'Fresh-Secret-2025';
const m = en.changePassword;

function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <ChangePasswordForm />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('button', { name: m.submit });
}

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

async function fillValid() {
  await type(m.currentPassword, CURRENT);
  await type(m.newPassword, NEW);
  await type(m.confirmPassword, NEW);
}

beforeEach(() => jest.clearAllMocks());

describe('ChangePasswordForm', () => {
  it('is disabled until all three fields are valid, and while confirm differs', async () => {
    const submit = renderForm();
    expect(submit).toBeDisabled();

    await type(m.currentPassword, CURRENT);
    await type(m.newPassword, NEW);
    await type(m.confirmPassword, `${NEW}-x`);
    expect(await screen.findByText(en.validation.password.match)).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await type(m.confirmPassword, NEW);
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText(en.validation.password.match)).not.toBeInTheDocument();
  });

  it('re-checks the confirmation when the new password changes after it', async () => {
    const submit = renderForm();
    await type(m.currentPassword, CURRENT);
    await type(m.confirmPassword, NEW);
    await type(m.newPassword, `${NEW}-x`);
    expect(await screen.findByText(en.validation.password.match)).toBeInTheDocument();
    await type(m.newPassword, NEW);
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText(en.validation.password.match)).not.toBeInTheDocument();
  });

  it('says the new password must differ from the current one', async () => {
    const submit = renderForm();
    await type(m.currentPassword, CURRENT);
    await type(m.newPassword, CURRENT);
    expect(await screen.findByText(en.validation.password.sameAsOld)).toBeInTheDocument();
    await type(m.confirmPassword, CURRENT);
    expect(submit).toBeDisabled();
  });

  it('on success toasts and empties the form', async () => {
    post.mockResolvedValue({ changed: true });
    const submit = renderForm();
    await fillValid();
    await waitFor(() => expect(submit).toBeEnabled());
    await act(async () => {
      fireEvent.click(submit);
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m['success-msg']));
    expect(post).toHaveBeenCalledWith('change-password', {
      currentPassword: CURRENT,
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(screen.getByLabelText(m.currentPassword)).toHaveValue('');
    expect(submit).toBeDisabled();
  });

  it('puts a wrong current password under its field and toasts the error', async () => {
    const failure = new ClientError('PASSWORD_CHANGE_FAILED', 400, [
      { key: 'currentPassword', message: 'validation.password.incorrect' },
    ]);
    post.mockRejectedValue(failure);
    asClientError.mockResolvedValue(failure);
    const submit = renderForm();
    await fillValid();
    await waitFor(() => expect(submit).toBeEnabled());
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(await screen.findByText(en.validation.password.incorrect)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(en.errors.PASSWORD_CHANGE_FAILED);
  });
});
