import { act, render, screen } from '@testing-library/react';
import { LazyToaster, lazyToast } from '@/components/ui/lazy-toaster';

// The toaster's state lives in its module: toaster-on-mount.test.tsx tests the other entry.
describe('LazyToaster', () => {
  it('renders nothing until a toast is wanted, then shows the toast once mounted', async () => {
    const { container } = render(<LazyToaster dir="rtl" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();

    let wanted!: ReturnType<typeof lazyToast>;
    act(() => {
      wanted = lazyToast();
    });
    // findBy polls inside act, so the toaster's lazy chunk and its mount are flushed.
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    const { toast } = await wanted;
    act(() => {
      toast.success('تم نسخ الكود');
    });
    expect(await screen.findByText('تم نسخ الكود')).toBeInTheDocument();
    expect(lazyToast()).toBe(wanted);
  });
});
