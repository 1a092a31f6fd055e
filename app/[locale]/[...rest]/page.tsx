import { notFound } from 'next/navigation';

// Unknown addresses are endless: never cached, rendered per request under the nonce policy.
export const dynamic = 'force-dynamic';

// Any path no route claims: the translated not-found page of this locale.
export default function CatchAll() {
  notFound();
}
