import { render, screen } from '@testing-library/react';
import { LazyToaster, ToasterOnMount } from '@/components/ui/lazy-toaster';

// Its own file: the toaster's state lives in its module (lazy-toaster.test.tsx tests lazyToast).
it('mounts the toaster even when the screen asking comes before it in the tree', async () => {
  // The account screens render ToasterOnMount inside the page, before the layout's toaster, so
  // its effect runs before the toaster listens.
  render(
    <>
      <ToasterOnMount />
      <LazyToaster dir="ltr" />
    </>,
  );
  expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
});
